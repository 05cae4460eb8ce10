/** Shops and showrooms: their fields, in display order. */
import type { FieldDef } from "../field-types";
import { COUNT_0_5 } from "../field-options";

export const RETAIL_FIELDS: readonly FieldDef[] = [
  {
    name: "frontage",
    label: "Frontage",
    kind: "decimal",
    step: "details",
    groups: ["retail"],
    required: true,
    min: 1,
    max: 1000,
    suffix: "ft",
  },
  {
    name: "ceilingHeight",
    label: "Ceiling height",
    kind: "decimal",
    step: "details",
    groups: ["retail", "other"],
    min: 6,
    max: 100,
    suffix: "ft",
  },
  {
    name: "suitableFor",
    label: "Suitable for",
    kind: "text",
    step: "details",
    groups: ["retail"],
    max: 120,
    hint: "e.g. clothing, pharmacy, café",
  },
  {
    name: "washrooms",
    label: "Washrooms",
    kind: "select",
    step: "details",
    groups: ["office", "retail", "other"],
    options: COUNT_0_5,
  },
];
