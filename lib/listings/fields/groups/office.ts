/** Offices: their fields, in display order. */
import type { FieldDef } from "../field-types";

export const OFFICE_FIELDS: readonly FieldDef[] = [
  {
    name: "seats",
    label: "Seats",
    kind: "integer",
    step: "details",
    groups: ["office"],
    required: true,
    min: 1,
    max: 10000,
  },
  {
    name: "cabins",
    label: "Cabins",
    kind: "integer",
    step: "details",
    groups: ["office"],
    required: true,
    min: 0,
    max: 500,
  },
  {
    name: "meetingRooms",
    label: "Meeting rooms",
    kind: "integer",
    step: "details",
    groups: ["office"],
    min: 0,
    max: 200,
  },
  {
    name: "pantry",
    label: "Pantry / cafeteria",
    kind: "boolean",
    step: "details",
    groups: ["office"],
  },
];
