/** Titles, descriptions and addresses for demo listings, in the words Indian listings use. */
import { formatAreaValue } from "@/lib/format/area";
import type { DealType, PropertyType } from "@/lib/validation/property-enums";
import { SOCIETY_NAMES } from "./datasets/names";
import type { Rng } from "./prng";
import type { Physical } from "./specs/physical";

const NOUNS: Readonly<Record<PropertyType, string>> = {
  FlatApartment: "Flat",
  IndependentHouseVilla: "Independent House",
  IndependentBuilderFloor: "Builder Floor",
  RKStudioApartment: "Studio Apartment",
  ServicedApartment: "Serviced Apartment",
  Farmhouse: "Farmhouse",
  Plot: "Plot",
  Land: "Land",
  Office: "Office Space",
  Shop: "Shop",
  Showroom: "Showroom",
  Warehouse: "Warehouse",
  Industrial: "Industrial Shed",
  Hospitality: "Guest House",
  Other: "Commercial Building",
};

const titleCase = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());

/** The thing being offered, e.g. "3 BHK Flat", "200 sq yd Residential Plot", "2.5 acres Agricultural Land". */
function subject(type: PropertyType, p: Physical): string {
  const bhk = p.bhk === null ? "" : p.bhk === 0 ? "1 RK " : `${p.bhk} BHK `;
  const landType = typeof p.extras.landType === "string" ? titleCase(p.extras.landType) : "";
  switch (type) {
    case "IndependentHouseVilla":
      return `${bhk}${(p.bhk ?? 0) >= 4 ? "Villa" : "Independent House"}`;
    case "Plot":
      return `${formatAreaValue(p.areaValue, p.areaUnit)} ${landType} Plot`;
    case "Land":
      return `${formatAreaValue(p.areaValue, p.areaUnit)} ${landType} Land`;
    case "Hospitality":
      return p.extras.hospitalityType === "hotel"
        ? `${p.extras.rooms}-Room Hotel`
        : `${p.extras.rooms}-Room Guest House`;
    case "Office":
      return `${p.furnishing === "furnished" ? "Furnished " : ""}Office Space`;
    default:
      return `${bhk}${NOUNS[type]}`;
  }
}

export function listingTitle(
  type: PropertyType,
  deal: DealType,
  p: Physical,
  locality: string,
  city: string,
): string {
  const where = `${locality}, ${city}`;
  if (deal === "pg") {
    const occupancy = p.extras.occupancy;
    return occupancy === "any"
      ? `Co-living PG in ${where}`
      : `PG for ${occupancy === "girls" ? "Girls" : "Boys"} in ${where}`;
  }
  return `${subject(type, p)} for ${deal === "sale" ? "Sale" : "Rent"} in ${where}`;
}

const OPENERS = [
  "Well-maintained",
  "Spacious",
  "Bright and airy",
  "Vastu-compliant",
  "Newly renovated",
  "Prime",
  "Ready-to-move",
  "Premium",
  "Affordable",
  "Well-located",
];

export function listingDescription(
  rng: Rng,
  type: PropertyType,
  deal: DealType,
  p: Physical,
  locality: string,
  city: string,
): string {
  const lines: string[] = [];
  const open = rng.pick(OPENERS);
  if (deal === "pg") {
    lines.push(
      `${open} ${p.extras.sharing}-sharing rooms for ${p.extras.occupancy === "any" ? "working professionals and students" : p.extras.occupancy} in ${locality}.`,
    );
    lines.push(
      p.extras.foodIncluded
        ? "Home-style breakfast and dinner included."
        : "Kitchen access; food not included.",
    );
    lines.push(
      "Wi-Fi, housekeeping and 24×7 security. Walking distance from bus stops and markets.",
    );
  } else if (p.bhk !== null) {
    lines.push(
      `${open} ${subject(type, p).toLowerCase()} in ${locality}, ${city}, with ${p.carpetAreaSqft} sq ft carpet area.`,
    );
    lines.push(
      `${p.bathrooms} bathroom${p.bathrooms === 1 ? "" : "s"}, ${p.balconies} balcon${p.balconies === 1 ? "y" : "ies"}, ${p.furnishing === "furnished" ? "fully furnished" : p.furnishing === "semi" ? "semi-furnished with wardrobes and modular kitchen" : "unfurnished"}.`,
    );
    if (p.floorNo !== null && p.totalFloors !== null && p.totalFloors > 1)
      lines.push(`On floor ${p.floorNo} of ${p.totalFloors}, ${p.facing}-facing.`);
  } else if (type === "Plot" || type === "Land") {
    lines.push(
      `${open} ${String(p.extras.landType)} ${type === "Plot" ? "plot" : "land"} of ${formatAreaValue(p.areaValue, p.areaUnit)} in ${locality}, ${city}.`,
    );
    lines.push(
      `${p.extras.openSides} open side${p.extras.openSides === 1 ? "" : "s"}, ${p.extras.roadWidthFt} ft approach road${p.extras.boundaryWall ? ", boundary wall done" : ""}.`,
    );
    lines.push("Clear title, all documents available for verification.");
  } else {
    lines.push(
      `${open} ${NOUNS[type].toLowerCase()} of ${p.areaSqft} sq ft in ${locality}, ${city}.`,
    );
    if (typeof p.extras.seats === "number")
      lines.push(
        `${p.extras.seats} seats, ${p.extras.cabins} cabins, ${p.extras.meetingRooms} meeting room(s)${p.extras.pantry ? " and a pantry" : ""}.`,
      );
    if (typeof p.extras.frontageFt === "number")
      lines.push(
        `${p.extras.frontageFt} ft frontage${p.extras.mainRoadFacing ? " on the main road" : ""}, ideal for ${(p.extras.suitableFor as string[]).join(", ")}.`,
      );
    if (typeof p.extras.ceilingHeightFt === "number" && typeof p.extras.loadingDocks === "number")
      lines.push(
        `${p.extras.ceilingHeightFt} ft clear height, ${p.extras.loadingDocks} loading dock(s), ${p.extras.powerLoadKw} kW power.`,
      );
  }
  if (p.amenities.length > 0)
    lines.push(
      `Amenities: ${p.amenities
        .slice(0, 5)
        .map((a) => a.replace(/_/g, " "))
        .join(", ")}.`,
    );
  lines.push(
    deal === "sale"
      ? rng.pick([
          "Price negotiable for serious buyers.",
          "Bank loan approved.",
          "Immediate registry possible.",
        ])
      : rng.pick([
          "Available immediately.",
          "Family preferred.",
          "Visit on weekends by appointment.",
        ]),
  );
  return lines.join(" ");
}

export function listingAddress(rng: Rng, type: PropertyType, locality: string): string {
  if (type === "Plot" || type === "Land") return `Plot No. ${rng.int(1, 480)}, ${locality}`;
  if (type === "Office" || type === "Shop" || type === "Showroom")
    return `${type === "Office" ? "Office" : "Shop"} ${rng.int(1, 320)}, ${rng.pick(SOCIETY_NAMES).replace(/Society|Residency|Towers|Apartments/, "Plaza")}, ${locality}`;
  return `${rng.int(1, 450)}, ${rng.pick(SOCIETY_NAMES)}, ${locality}`;
}
