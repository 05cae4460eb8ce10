/**
 * The "key facts" of a listing, by kind of property and deal, as label/value pairs. The page
 * shows them and the JSON-LD repeats them, so structured data never claims what is not shown.
 * `extras` holds the post-a-property form's fields under their form names
 * (lib/validation/listing-extras.ts); the demo data is written the same way.
 * Isomorphic: no server imports.
 */
import { formatArea, formatAreaValue, isAreaUnit } from "@/lib/format/area";
import { formatDay, formatMonthYear } from "@/lib/format/date";
import {
  bhkLabel,
  FACING_LABELS,
  FURNISHING_LABELS,
  knownLabel,
  OCCUPANCY_LABELS,
  OWNERSHIP_LABELS,
  TENANT_LABELS,
} from "@/lib/format/labels";
import { formatINR } from "@/lib/format/money";
import { FIELD_DEFS } from "@/lib/listings/fields/field-defs";
import { optionForValue } from "@/lib/listings/fields/form-engine";
import {
  COMMERCIAL_TYPES,
  LAND_TYPES,
  type DealType,
  type PropertyType,
} from "@/lib/validation/property-enums";

export type Fact = { label: string; value: string };

export type FactsInput = {
  propertyType: PropertyType;
  dealType: DealType;
  bhk: number | null;
  bathrooms: number | null;
  balconies: number | null;
  areaSqft: number;
  areaValue: number;
  areaUnit: string;
  carpetAreaSqft: number | null;
  builtUpAreaSqft: number | null;
  superAreaSqft: number | null;
  plotAreaSqft: number | null;
  floorNo: number | null;
  totalFloors: number | null;
  facing: string | null;
  furnishing: string | null;
  possession: string | null;
  possessionDate: string | null;
  ageYears: number | null;
  ownership: string | null;
  deposit: number | null;
  maintenance: number | null;
  extras: Record<string, unknown>;
};

const SHARING_LABELS: Record<string, string> = {
  "1": "Single room",
  "2": "Twin sharing",
  "3": "Triple sharing",
  "4": "Four or more",
};
const ROOM_LABELS: Record<string, string> = {
  pooja: "Pooja room",
  study: "Study",
  servant: "Servant room",
  store: "Store room",
};
const LAND_USE_LABELS: Record<string, string> = {
  agricultural: "Agricultural",
  residential: "Residential",
  commercial: "Commercial",
  industrial: "Industrial",
};
const AGE_FIELD = FIELD_DEFS.find((f) => f.name === "ageYears");

/** The age as the seller's form names it: a stored 19 reads as its band, "10+ years". */
function ageLabel(years: number | null): string | null {
  if (years == null) return null;
  const option = AGE_FIELD ? optionForValue(AGE_FIELD, years) : null;
  return option?.label ?? `${years} years`;
}

/** 0 → "Ground", -1 → "Basement 1", 3 → "3". */
function floorName(n: number): string {
  if (n === 0) return "Ground";
  if (n < 0) return `Basement ${-n}`;
  return String(n);
}

function num(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}
function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}
function yesNo(value: unknown): string | null {
  if (value === true || value === "true") return "Yes";
  if (value === false || value === "false") return "No";
  return null;
}
function feet(value: unknown): string | null {
  const n = num(value);
  return n == null ? null : `${n} ft`;
}

export type TypeKind = "home" | "land" | "office" | "shop" | "other";

export function typeKind(type: PropertyType): TypeKind {
  if (LAND_TYPES.includes(type)) return "land";
  if (type === "Office") return "office";
  if (type === "Shop" || type === "Showroom") return "shop";
  if (COMMERCIAL_TYPES.includes(type) || type === "Other") return "other";
  return "home";
}

/** The area as the seller typed it, plus square feet when the unit was another one. */
export function typedArea(p: Pick<FactsInput, "areaSqft" | "areaValue" | "areaUnit">): string {
  if (!isAreaUnit(p.areaUnit) || p.areaUnit === "sqft") return formatArea(p.areaSqft);
  return `${formatAreaValue(p.areaValue, p.areaUnit)} (${formatArea(p.areaSqft)})`;
}

/** The key facts of a listing, in display order; only facts with a value. */
export function propertyFacts(p: FactsInput): Fact[] {
  const x = p.extras ?? {};
  const kind = typeKind(p.propertyType);
  const facts: [string, string | null | undefined][] = [];
  const add = (label: string, value: string | null | undefined) => facts.push([label, value]);
  const areaOf = (sqft: number | null) => (sqft ? formatArea(sqft) : null);

  if (kind === "home") {
    add("Bedrooms", bhkLabel(p.bhk));
    add("Bathrooms", p.bathrooms?.toString());
    add("Balconies", p.balconies?.toString());
    add("Carpet area", p.carpetAreaSqft ? areaOf(p.carpetAreaSqft) : typedArea(p));
    add("Built-up area", areaOf(p.builtUpAreaSqft));
    add("Super built-up area", areaOf(p.superAreaSqft));
  } else if (kind === "land") {
    add("Plot area", typedArea(p));
    const length = num(x.plotLength);
    const breadth = num(x.plotBreadth);
    add("Dimensions", length && breadth ? `${length} ft × ${breadth} ft` : null);
    add("Open sides", num(x.openSides)?.toString());
    add("Boundary wall", yesNo(x.boundaryWall));
    add("Corner plot", yesNo(x.cornerPlot));
    add("Land type", LAND_USE_LABELS[text(x.landUse) ?? ""]);
    add("Floors allowed", num(x.floorsAllowed)?.toString());
    add("Road width", feet(x.roadWidth));
  } else {
    add(
      kind === "other" ? "Area" : "Carpet area",
      p.carpetAreaSqft ? areaOf(p.carpetAreaSqft) : typedArea(p),
    );
    add("Built-up area", areaOf(p.builtUpAreaSqft));
    add("Super built-up area", areaOf(p.superAreaSqft));
  }
  if (kind === "office") {
    add("Seats", num(x.seats)?.toString());
    add("Cabins", num(x.cabins)?.toString());
    add("Meeting rooms", num(x.meetingRooms)?.toString());
    add("Washrooms", num(x.washrooms)?.toString());
    add("Pantry", yesNo(x.pantry));
  }
  if (kind === "shop") {
    add("Frontage", feet(x.frontage));
    add("Ceiling height", feet(x.ceilingHeight));
    add("Suitable for", text(x.suitableFor));
    add("Washrooms", num(x.washrooms)?.toString());
  }
  if (kind === "other") {
    add("Ceiling height", feet(x.ceilingHeight));
    add("Washrooms", num(x.washrooms)?.toString());
    add("Road width", feet(x.roadWidth));
  }
  if (kind !== "land" && p.floorNo != null) {
    add(
      "Floor",
      p.totalFloors ? `${floorName(p.floorNo)} of ${p.totalFloors}` : floorName(p.floorNo),
    );
  }
  add("Facing", p.facing ? (knownLabel(FACING_LABELS, p.facing) ?? p.facing) : null);
  add("Furnishing", knownLabel(FURNISHING_LABELS, p.furnishing));
  if (kind === "home") {
    const rooms = Array.isArray(x.extraRooms)
      ? x.extraRooms.map((r) => ROOM_LABELS[String(r)]).filter(Boolean)
      : [];
    add("Other rooms", rooms.length ? rooms.join(", ") : null);
  }
  add("Covered parking", num(x.coveredParking)?.toString());

  if (p.dealType === "sale" && kind !== "land") {
    if (p.possession === "under_construction") {
      const by = formatMonthYear(p.possessionDate);
      add("Possession", by ? `Under construction, possession by ${by}` : "Under construction");
    } else if (p.possession === "ready") {
      add("Possession", "Ready to move");
      add("Age of property", ageLabel(p.ageYears));
    }
  }
  if (p.dealType === "sale") add("Ownership", knownLabel(OWNERSHIP_LABELS, p.ownership));

  if (p.dealType !== "sale") {
    add("Security deposit", p.deposit != null ? formatINR(p.deposit) : null);
    add("Preferred tenants", knownLabel(TENANT_LABELS, text(x.preferredTenants)));
    add("Available from", formatDay(text(x.availableFrom)));
  }
  if (p.dealType === "pg") {
    add("PG for", knownLabel(OCCUPANCY_LABELS, text(x.occupancy)));
    add("Room sharing", SHARING_LABELS[String(x.sharing ?? "")]);
    add("Food included", yesNo(x.foodIncluded));
  }
  if (p.maintenance != null && p.maintenance > 0)
    add("Maintenance", `${formatINR(p.maintenance)}/month`);

  return facts
    .filter((f): f is [string, string] => Boolean(f[1]))
    .map(([label, value]) => ({ label, value }));
}
