/** The physical description of a demo listing that the per-type generators produce. */
import type { AreaUnit } from "@/lib/format/area";
import type { Furnishing } from "@/lib/validation/property-enums";

export type Physical = {
  areaSqft: number;
  areaValue: number;
  areaUnit: AreaUnit;
  carpetAreaSqft: number | null;
  builtUpAreaSqft: number | null;
  superAreaSqft: number | null;
  plotAreaSqft: number | null;
  bhk: number | null;
  bathrooms: number | null;
  balconies: number | null;
  floorNo: number | null;
  totalFloors: number | null;
  facing: string | null;
  furnishing: Furnishing | null;
  ageYears: number | null;
  ownership: string;
  amenities: string[];
  extras: Record<string, unknown>;
  /** Sale price ≈ areaSqft × city rate × locality factor × saleFactor. */
  saleFactor: number;
  /** Monthly rent ≈ areaSqft × city rent rate × locality factor × rentFactor. */
  rentFactor: number;
};

export const round = (n: number, step = 5) => Math.round(n / step) * step;

/** A Physical with everything empty but the area. */
export function base(areaSqft: number, overrides: Partial<Physical>): Physical {
  return {
    areaSqft: Math.round(areaSqft),
    areaValue: Math.round(areaSqft),
    areaUnit: "sqft",
    carpetAreaSqft: null,
    builtUpAreaSqft: null,
    superAreaSqft: null,
    plotAreaSqft: null,
    bhk: null,
    bathrooms: null,
    balconies: null,
    floorNo: null,
    totalFloors: null,
    facing: null,
    furnishing: null,
    ageYears: null,
    ownership: "freehold",
    amenities: [],
    extras: {},
    saleFactor: 1,
    rentFactor: 1,
    ...overrides,
  };
}
