/** The price step: their fields, in display order. */
import type { FieldDef } from "../field-types";
import { BUILT } from "../field-options";

export const PRICE_FIELDS: readonly FieldDef[] = [
  {
    name: "deposit",
    label: "Security deposit",
    kind: "integer",
    step: "price",
    groups: ["residential", "land", "office", "retail", "other"],
    deals: ["rent", "pg"],
    required: ({ deal }) => deal === "rent",
    min: 0,
    max: 100_00_00_000,
    suffix: "₹",
    column: "deposit",
  },
  {
    name: "maintenance",
    label: "Maintenance per month",
    kind: "integer",
    step: "price",
    groups: BUILT,
    min: 0,
    max: 10_00_000,
    suffix: "₹",
    perMonth: true,
    column: "maintenance",
  },
];
