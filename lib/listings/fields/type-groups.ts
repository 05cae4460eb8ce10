/**
 * Kinds of property by what the form asks about them: residential, land, office, retail, other.
 * Each group's deals and areas. Isomorphic: no server imports.
 */
import type { DealType, PropertyType } from "@/lib/validation/property-enums";

export type TypeGroup = "residential" | "land" | "office" | "retail" | "other";

export const TYPE_GROUP_OF: Record<PropertyType, TypeGroup> = {
  FlatApartment: "residential",
  IndependentHouseVilla: "residential",
  IndependentBuilderFloor: "residential",
  RKStudioApartment: "residential",
  ServicedApartment: "residential",
  Farmhouse: "residential",
  Plot: "land",
  Land: "land",
  Office: "office",
  Shop: "retail",
  Showroom: "retail",
  Warehouse: "other",
  Industrial: "other",
  Hospitality: "other",
  Other: "other",
};

type GroupInfo = {
  /** Deals this kind of property can be offered on. */
  deals: readonly DealType[];
  /** Label of the main area (what buyers filter on). */
  mainAreaLabel: string;
  /** Which typed column the main area also fills. */
  mainAreaColumn: "carpetAreaSqft" | "plotAreaSqft" | null;
  /** Further areas the seller may give, in the same unit. */
  extraAreas: readonly ("builtUpArea" | "superArea")[];
};

export const TYPE_GROUPS: Record<TypeGroup, GroupInfo> = {
  residential: {
    deals: ["sale", "rent", "pg"],
    mainAreaLabel: "Carpet area",
    mainAreaColumn: "carpetAreaSqft",
    extraAreas: ["builtUpArea", "superArea"],
  },
  land: {
    deals: ["sale", "rent"],
    mainAreaLabel: "Plot area",
    mainAreaColumn: "plotAreaSqft",
    extraAreas: [],
  },
  office: {
    deals: ["sale", "rent"],
    mainAreaLabel: "Carpet area",
    mainAreaColumn: "carpetAreaSqft",
    extraAreas: ["superArea"],
  },
  retail: {
    deals: ["sale", "rent"],
    mainAreaLabel: "Carpet area",
    mainAreaColumn: "carpetAreaSqft",
    extraAreas: ["superArea"],
  },
  other: {
    deals: ["sale", "rent"],
    mainAreaLabel: "Area",
    mainAreaColumn: null,
    extraAreas: ["builtUpArea"],
  },
};

export const EXTRA_AREA_LABELS = {
  builtUpArea: "Built-up area",
  superArea: "Super built-up area",
} as const;
