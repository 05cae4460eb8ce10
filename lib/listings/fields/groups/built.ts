/** Everything built (furnishing, possession, age…): their fields, in display order. */
import { FACING_LABELS, OWNERSHIP_LABELS, POSSESSION_LABELS } from "@/lib/format/labels";
import type { FieldDef } from "../field-types";
import { BUILT, fromLabels, isSale, opts, readyToMove, underConstruction } from "../field-options";

export const BUILT_FIELDS: readonly FieldDef[] = [
  {
    name: "facing",
    label: "Facing",
    kind: "select",
    step: "details",
    groups: ["residential", "land", "retail"],
    options: fromLabels(FACING_LABELS),
    column: "facing",
  },
  {
    name: "possession",
    label: "Possession status",
    kind: "select",
    step: "details",
    groups: BUILT,
    deals: ["sale"],
    required: isSale,
    options: fromLabels(POSSESSION_LABELS),
    column: "possession",
  },
  {
    name: "ageYears",
    label: "Age of property",
    kind: "select",
    step: "details",
    groups: BUILT,
    showIf: readyToMove,
    options: opts([
      ["0", "Less than 1 year"],
      ["1", "1–5 years"],
      ["5", "5–10 years"],
      ["10", "10+ years"],
    ]),
    column: "ageYears",
  },
  {
    name: "possessionDate",
    label: "Expected possession",
    kind: "date",
    step: "details",
    groups: BUILT,
    showIf: underConstruction,
    required: underConstruction,
    column: "possessionDate",
  },
  {
    name: "ownership",
    label: "Ownership",
    kind: "select",
    step: "details",
    groups: ["residential", "land", "office", "retail", "other"],
    deals: ["sale"],
    options: fromLabels(OWNERSHIP_LABELS),
    column: "ownership",
  },
  {
    name: "reraNumber",
    label: "RERA registration number",
    kind: "text",
    step: "details",
    groups: BUILT,
    deals: ["sale"],
    showIf: underConstruction,
    max: 60,
    hint: "Required by law for under-construction projects",
    column: "reraNumber",
  },
];
