/**
 * The per-type field table of the post-a-property form. The form draws its "details" and
 * "price" steps from it, the schema validates with it, and lib/listings maps it to columns.
 * Isomorphic: no server imports.
 */
import { type DealType, type PropertyType } from "./property-enums";
import {
  FACING_LABELS,
  FURNISHING_LABELS,
  OCCUPANCY_LABELS,
  OWNERSHIP_LABELS,
  POSSESSION_LABELS,
  TENANT_LABELS,
} from "@/lib/format/labels";

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

export type FieldKind = "integer" | "decimal" | "select" | "boolean" | "date" | "text" | "multi";
export type Option = { value: string; label: string };
export type DetailValue = string | boolean | string[] | undefined;
export type DetailValues = Record<string, DetailValue>;

type Context = { type: PropertyType; deal: DealType; values: DetailValues };

export type FieldDef = {
  name: string;
  label: string;
  kind: FieldKind;
  step: "details" | "price";
  groups: readonly TypeGroup[];
  /** Narrows the groups to these types. */
  types?: readonly PropertyType[];
  /** Shown only for these deals. */
  deals?: readonly DealType[];
  /** Shown only when this holds (e.g. age only when ready to move). */
  showIf?: (ctx: Context) => boolean;
  required?: boolean | ((ctx: Context) => boolean);
  options?: readonly Option[];
  min?: number;
  max?: number;
  suffix?: string;
  hint?: string;
  /** A typed column of `properties`; otherwise the value goes to `extras`. */
  column?:
    | "bhk"
    | "bathrooms"
    | "balconies"
    | "floorNo"
    | "totalFloors"
    | "facing"
    | "furnishing"
    | "possession"
    | "possessionDate"
    | "ageYears"
    | "ownership"
    | "reraNumber"
    | "deposit"
    | "maintenance";
};

const opts = (pairs: readonly (readonly [string, string])[]): Option[] =>
  pairs.map(([value, label]) => ({ value, label }));

export const BHK_OPTIONS = opts([
  ["1", "1 BHK"],
  ["2", "2 BHK"],
  ["3", "3 BHK"],
  ["4", "4 BHK"],
  ["5", "5 BHK"],
  ["6", "6+ BHK"],
]);
const COUNT_0_5 = opts([0, 1, 2, 3, 4, 5].map((n) => [String(n), String(n)] as const));
const fromLabels = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const RESI_FLOORED: readonly PropertyType[] = [
  "FlatApartment",
  "IndependentBuilderFloor",
  "RKStudioApartment",
  "ServicedApartment",
];
const isSale = ({ deal }: Context) => deal === "sale";
const readyToMove = ({ deal, values }: Context) => deal === "sale" && values.possession === "ready";
const underConstruction = ({ deal, values }: Context) =>
  deal === "sale" && values.possession === "under_construction";
const BUILT: readonly TypeGroup[] = ["residential", "office", "retail", "other"];

/** Every field the form can show, in display order. */
export const FIELD_DEFS: readonly FieldDef[] = [
  // --- residential
  {
    name: "bhk",
    label: "Bedrooms (BHK)",
    kind: "select",
    step: "details",
    groups: ["residential"],
    types: [
      "FlatApartment",
      "IndependentHouseVilla",
      "IndependentBuilderFloor",
      "ServicedApartment",
      "Farmhouse",
    ],
    required: ({ type }) => type !== "Farmhouse",
    options: BHK_OPTIONS,
    column: "bhk",
  },
  {
    name: "bathrooms",
    label: "Bathrooms",
    kind: "select",
    step: "details",
    groups: ["residential"],
    options: COUNT_0_5,
    column: "bathrooms",
  },
  {
    name: "balconies",
    label: "Balconies",
    kind: "select",
    step: "details",
    groups: ["residential"],
    options: COUNT_0_5,
    column: "balconies",
  },
  {
    name: "floorNo",
    label: "Floor number",
    kind: "integer",
    step: "details",
    groups: ["residential", "office", "retail"],
    required: ({ type }) => RESI_FLOORED.includes(type) || type === "Office",
    min: -3,
    max: 200,
    hint: "0 for ground floor, -1 for basement",
    column: "floorNo",
  },
  {
    name: "totalFloors",
    label: "Total floors in the building",
    kind: "integer",
    step: "details",
    groups: ["residential", "office", "retail"],
    required: ({ type }) => RESI_FLOORED.includes(type),
    min: 1,
    max: 200,
    column: "totalFloors",
  },
  {
    name: "furnishing",
    label: "Furnishing",
    kind: "select",
    step: "details",
    groups: ["residential", "office"],
    required: ({ type }) => TYPE_GROUP_OF[type] === "residential",
    options: fromLabels(FURNISHING_LABELS),
    column: "furnishing",
  },
  {
    name: "extraRooms",
    label: "Other rooms",
    kind: "multi",
    step: "details",
    groups: ["residential"],
    options: opts([
      ["pooja", "Pooja room"],
      ["study", "Study"],
      ["servant", "Servant room"],
      ["store", "Store room"],
    ]),
  },
  {
    name: "coveredParking",
    label: "Covered parking",
    kind: "select",
    step: "details",
    groups: ["residential", "office"],
    options: COUNT_0_5,
  },
  // --- land and plots
  {
    name: "plotLength",
    label: "Plot length",
    kind: "decimal",
    step: "details",
    groups: ["land"],
    min: 1,
    max: 100000,
    suffix: "ft",
  },
  {
    name: "plotBreadth",
    label: "Plot breadth",
    kind: "decimal",
    step: "details",
    groups: ["land"],
    min: 1,
    max: 100000,
    suffix: "ft",
  },
  {
    name: "openSides",
    label: "Open sides",
    kind: "select",
    step: "details",
    groups: ["land"],
    required: true,
    options: opts([
      ["1", "1"],
      ["2", "2"],
      ["3", "3"],
      ["4", "4"],
    ]),
  },
  {
    name: "roadWidth",
    label: "Width of the road facing the plot",
    kind: "decimal",
    step: "details",
    groups: ["land", "other"],
    min: 1,
    max: 500,
    suffix: "ft",
  },
  {
    name: "landUse",
    label: "Land type",
    kind: "select",
    step: "details",
    groups: ["land"],
    types: ["Land"],
    required: true,
    options: opts([
      ["agricultural", "Agricultural"],
      ["residential", "Residential"],
      ["commercial", "Commercial"],
      ["industrial", "Industrial"],
    ]),
  },
  {
    name: "floorsAllowed",
    label: "Floors allowed for construction",
    kind: "integer",
    step: "details",
    groups: ["land"],
    types: ["Plot"],
    min: 1,
    max: 100,
  },
  {
    name: "boundaryWall",
    label: "Boundary wall built",
    kind: "boolean",
    step: "details",
    groups: ["land"],
  },
  {
    name: "cornerPlot",
    label: "Corner plot",
    kind: "boolean",
    step: "details",
    groups: ["land"],
  },
  // --- offices
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
  // --- shops and showrooms
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
  // --- everything built
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
  // --- renting
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
  // --- PG
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
  // --- price step
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
    column: "maintenance",
  },
];

const holds = (
  rule: boolean | ((ctx: Context) => boolean) | undefined,
  ctx: Context,
  fallback: boolean,
) => (rule === undefined ? fallback : typeof rule === "boolean" ? rule : rule(ctx));

/** The fields that apply to this type, deal and current answers (in display order). */
export function fieldsFor(
  type: PropertyType,
  deal: DealType,
  values: DetailValues,
  step?: FieldDef["step"],
): FieldDef[] {
  const group = TYPE_GROUP_OF[type];
  const ctx = { type, deal, values };
  return FIELD_DEFS.filter(
    (f) =>
      (!step || f.step === step) &&
      f.groups.includes(group) &&
      (!f.types || f.types.includes(type)) &&
      (!f.deals || f.deals.includes(deal)) &&
      holds(f.showIf, ctx, true),
  );
}

export function isFieldRequired(
  field: FieldDef,
  type: PropertyType,
  deal: DealType,
  values: DetailValues,
): boolean {
  return holds(field.required, { type, deal, values }, false);
}

export type ParsedField =
  | { ok: true; value: number | string | boolean | string[] | null }
  | {
      ok: false;
      message: string;
    };

const isBlank = (v: DetailValue) =>
  v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

/** Reads one field's raw form value into its stored form (null when left blank). */
export function parseFieldValue(field: FieldDef, raw: DetailValue): ParsedField {
  if (field.kind === "boolean") return { ok: true, value: raw === true || raw === "true" };
  if (isBlank(raw) || (field.kind === "multi" && raw === false)) return { ok: true, value: null };
  const text = typeof raw === "string" ? raw.trim() : raw;
  switch (field.kind) {
    case "integer":
    case "decimal": {
      const n = Number(typeof text === "string" ? text.replace(/,/g, "") : NaN);
      if (!Number.isFinite(n)) return { ok: false, message: `${field.label} must be a number` };
      if (field.kind === "integer" && !Number.isInteger(n)) {
        return { ok: false, message: `${field.label} must be a whole number` };
      }
      if (field.min !== undefined && n < field.min) {
        return { ok: false, message: `${field.label} must be at least ${field.min}` };
      }
      if (field.max !== undefined && n > field.max) {
        return { ok: false, message: `${field.label} must be at most ${field.max}` };
      }
      return { ok: true, value: n };
    }
    case "select": {
      const option = field.options?.find((o) => o.value === text);
      if (!option) return { ok: false, message: `Choose a valid ${field.label.toLowerCase()}` };
      return { ok: true, value: option.value };
    }
    case "multi": {
      const list = Array.isArray(text) ? text : [String(text)];
      const allowed = new Set(field.options?.map((o) => o.value));
      if (!list.every((v) => allowed.has(v))) {
        return { ok: false, message: `Choose valid ${field.label.toLowerCase()}` };
      }
      return { ok: true, value: [...new Set(list)] };
    }
    case "date": {
      if (typeof text !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(text)) {
        return { ok: false, message: `${field.label} must be a date` };
      }
      return Number.isNaN(Date.parse(text))
        ? { ok: false, message: `${field.label} must be a date` }
        : { ok: true, value: text };
    }
    case "text": {
      const s = String(text);
      if (field.max && s.length > field.max) {
        return { ok: false, message: `${field.label} must be at most ${field.max} characters` };
      }
      return { ok: true, value: s };
    }
  }
}
