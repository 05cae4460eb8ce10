/** Renting: their fields, in display order. */
import { TENANT_LABELS } from "@/lib/format/labels";
import type { FieldDef } from "../field-types";
import { fromLabels } from "../field-options";

export const RENT_FIELDS: readonly FieldDef[] = [
  {
    name: "preferredTenants",
    label: "Preferred tenants",
    kind: "select",
    step: "details",
    groups: ["residential"],
    deals: ["rent"],
    required: true,
    options: fromLabels(TENANT_LABELS),
  },
  {
    name: "availableFrom",
    label: "Available from",
    kind: "date",
    step: "details",
    groups: ["residential", "office", "retail", "other", "land"],
    deals: ["rent", "pg"],
  },
];
