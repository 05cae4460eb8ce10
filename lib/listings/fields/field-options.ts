/** Option lists and conditions the field definitions share. Isomorphic. */
import type { PropertyType } from "@/lib/validation/property-enums";
import type { FieldContext, Option } from "./field-types";
import type { TypeGroup } from "./type-groups";

export const opts = (pairs: readonly (readonly [string, string])[]): Option[] =>
  pairs.map(([value, label]) => ({ value, label }));

export const BHK_OPTIONS = opts([
  ["1", "1 BHK"],
  ["2", "2 BHK"],
  ["3", "3 BHK"],
  ["4", "4 BHK"],
  ["5", "5 BHK"],
  ["6", "6+ BHK"],
]);
export const COUNT_0_5 = opts([0, 1, 2, 3, 4, 5].map((n) => [String(n), String(n)] as const));
export const fromLabels = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const RESI_FLOORED: readonly PropertyType[] = [
  "FlatApartment",
  "IndependentBuilderFloor",
  "RKStudioApartment",
  "ServicedApartment",
];
export const isSale = ({ deal }: FieldContext) => deal === "sale";
export const readyToMove = ({ deal, values }: FieldContext) =>
  deal === "sale" && values.possession === "ready";
export const underConstruction = ({ deal, values }: FieldContext) =>
  deal === "sale" && values.possession === "under_construction";
export const BUILT: readonly TypeGroup[] = ["residential", "office", "retail", "other"];
