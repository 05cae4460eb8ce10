/**
 * Carpet ≤ built-up ≤ super built-up: each wider measure of a home, office or shop includes the
 * narrower one (walls, then a share of common areas). Isomorphic.
 */
import type { PropertyType } from "@/lib/validation/property-enums";
import { TYPE_GROUPS, TYPE_GROUP_OF } from "./type-groups";

export const BUILT_UP_BELOW_CARPET = "Built-up area cannot be less than the carpet area";
export const SUPER_BELOW_BUILT_UP = "Super built-up area cannot be less than the built-up area";
export const SUPER_BELOW_CARPET = "Super built-up area cannot be less than the carpet area";

/** The areas as typed, all in the form's one unit; null when blank or not a valid area. */
export type TypedAreas = {
  area: number | null;
  builtUpArea: number | null;
  superArea: number | null;
};

export type AreaIssue = { field: "builtUpArea" | "superArea"; message: string };

/**
 * A wider area below a narrower one is refused on the wider (optional) field. Values read back
 * from square feet on an edit can differ from the typed ones in the fourth decimal, so areas
 * within 0.01 % of each other count as equal.
 */
const below = (wider: number, narrower: number) => wider < narrower * (1 - 1e-4);

/**
 * Types whose main area sellers give as their land, though the form files it as carpet area: a
 * farmhouse is quoted in acres ("2 acres with a 2,000 sq ft house"), and the demo data does the
 * same. Its built-up and super built-up areas are still held to each other.
 */
const MAIN_AREA_IS_LAND: readonly PropertyType[] = ["Farmhouse"];

/**
 * The order rules for the areas this type asks for: the main area is the carpet area only
 * where it fills the carpet column (not a plot's area, not a warehouse's "Area").
 */
export function areaOrderIssues(type: PropertyType, areas: TypedAreas): AreaIssue[] {
  const group = TYPE_GROUPS[TYPE_GROUP_OF[type]];
  const carpet =
    group.mainAreaColumn === "carpetAreaSqft" && !MAIN_AREA_IS_LAND.includes(type)
      ? areas.area
      : null;
  const builtUp = group.extraAreas.includes("builtUpArea") ? areas.builtUpArea : null;
  const superArea = group.extraAreas.includes("superArea") ? areas.superArea : null;
  const issues: AreaIssue[] = [];
  if (builtUp !== null && carpet !== null && below(builtUp, carpet)) {
    issues.push({ field: "builtUpArea", message: BUILT_UP_BELOW_CARPET });
  }
  if (superArea !== null) {
    if (builtUp !== null && below(superArea, builtUp)) {
      issues.push({ field: "superArea", message: SUPER_BELOW_BUILT_UP });
    } else if (carpet !== null && below(superArea, carpet)) {
      issues.push({ field: "superArea", message: SUPER_BELOW_CARPET });
    }
  }
  return issues;
}
