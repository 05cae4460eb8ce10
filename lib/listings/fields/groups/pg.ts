/** PG (paying guest): their fields, in display order. */
import { OCCUPANCY_LABELS } from "@/lib/format/labels";
import type { FieldDef } from "../field-types";
import { fromLabels, opts } from "../field-options";

export const PG_FIELDS: readonly FieldDef[] = [
  {
    name: "occupancy",
    label: "PG for",
    kind: "select",
    step: "details",
    groups: ["residential"],
    deals: ["pg"],
    required: true,
    options: fromLabels(OCCUPANCY_LABELS),
  },
  {
    name: "sharing",
    label: "Beds per room",
    kind: "select",
    step: "details",
    groups: ["residential"],
    deals: ["pg"],
    required: true,
    options: opts([
      ["1", "Single"],
      ["2", "Twin sharing"],
      ["3", "Triple sharing"],
      ["4", "Four or more"],
    ]),
  },
  {
    name: "foodIncluded",
    label: "Food included",
    kind: "boolean",
    step: "details",
    groups: ["residential"],
    deals: ["pg"],
  },
];
