/**
 * The words for stored ids: property types, furnishing, facing, BHK, amenities, who posted a
 * listing. One table per concept, read by forms, cards, search chips, compare, JSON-LD and the
 * admin screens. Isomorphic and tiny: client components import it freely.
 */
import type {
  Amenity,
  DealType,
  FACING,
  Furnishing,
  ListingStatus,
  OWNERSHIP,
  PG_OCCUPANCY,
  Possession,
  PREFERRED_TENANTS,
  ProjectStage,
  PropertyType,
  SearchTypeGroup,
  SellerKind,
} from "@/lib/validation/property-enums";

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  FlatApartment: "Flat / Apartment",
  IndependentHouseVilla: "Independent House / Villa",
  IndependentBuilderFloor: "Builder Floor",
  RKStudioApartment: "1 RK / Studio",
  ServicedApartment: "Serviced Apartment",
  Farmhouse: "Farmhouse",
  Plot: "Plot",
  Land: "Land",
  Office: "Office Space",
  Shop: "Shop / Retail",
  Showroom: "Showroom",
  Warehouse: "Warehouse / Godown",
  Industrial: "Industrial Shed",
  Hospitality: "Hotel / Guest House",
  Other: "Other",
};

/** The search form's type choices: the spec's link groups, plus warehouses. */
export const SEARCH_TYPE_LABELS: Record<SearchTypeGroup | "Warehouse", string> = {
  FlatApartment: "Flat / Apartment",
  House: "House / Villa",
  LandPlot: "Plot / Land",
  Office: "Office Space",
  Shop: "Shop / Showroom",
  Warehouse: "Warehouse / Godown",
};

export const SEARCH_TYPE_OPTIONS: { value: string; label: string }[] = Object.entries(
  SEARCH_TYPE_LABELS,
).map(([value, label]) => ({ value, label }));

/** A search group's or a stored type's name; an unknown value is shown as given. */
export function propertyTypeLabel(type: string): string {
  return (
    SEARCH_TYPE_LABELS[type as SearchTypeGroup] ??
    PROPERTY_TYPE_LABELS[type as PropertyType] ??
    type
  );
}

export const FURNISHING_LABELS: Record<Furnishing, string> = {
  furnished: "Furnished",
  semi: "Semi-furnished",
  unfurnished: "Unfurnished",
};

export const POSSESSION_LABELS: Record<Possession, string> = {
  ready: "Ready to move",
  under_construction: "Under construction",
};

/** A builder project's construction stage. */
export const PROJECT_STAGE_LABELS: Record<ProjectStage, string> = {
  upcoming: "Upcoming",
  under_construction: "Under construction",
  ready: "Ready to move",
};

export const FACING_LABELS: Record<(typeof FACING)[number], string> = {
  N: "North",
  NE: "North-East",
  E: "East",
  SE: "South-East",
  S: "South",
  SW: "South-West",
  W: "West",
  NW: "North-West",
};

export const OWNERSHIP_LABELS: Record<(typeof OWNERSHIP)[number], string> = {
  freehold: "Freehold",
  leasehold: "Leasehold",
  cooperative: "Co-operative society",
  poa: "Power of attorney",
};

export const TENANT_LABELS: Record<(typeof PREFERRED_TENANTS)[number], string> = {
  family: "Family",
  bachelors: "Bachelors",
  any: "Anyone",
};

export const OCCUPANCY_LABELS: Record<(typeof PG_OCCUPANCY)[number], string> = {
  girls: "Girls",
  boys: "Boys",
  any: "Anyone",
};

/**
 * Who a seller account is. `short` where buyers read who posted a listing (cards, filters,
 * compare, the seller's own top bar: "Posted by Owner"); `long` where the account is chosen or
 * managed (sign-up, plans, admin screens).
 */
export const SELLER_KIND_LABELS: Record<SellerKind, { short: string; long: string }> = {
  individual: { short: "Owner", long: "Individual owner" },
  agent: { short: "Agent", long: "Agent" },
  builder: { short: "Builder", long: "Builder" },
};

/** A listing's deal as its badge reads on cards and the property page. */
export const DEAL_LABELS: Record<DealType, string> = {
  sale: "For sale",
  rent: "For rent",
  pg: "PG",
};

/** A listing's status in the words its owner reads (seller workspace, My Profile). */
export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  draft: "Draft",
  pending: "Under review",
  active: "Live",
  rejected: "Needs changes",
  paused: "Paused",
  sold: "Sold",
  rented: "Rented out",
  expired: "Expired",
  blocked: "Blocked",
  deleted: "Deleted",
};

export const AMENITY_LABELS: Record<Amenity, string> = {
  lift: "Lift",
  power_backup: "Power backup",
  security: "24×7 security",
  cctv: "CCTV",
  gym: "Gym",
  swimming_pool: "Swimming pool",
  club_house: "Club house",
  park: "Park",
  play_area: "Children's play area",
  parking: "Parking",
  visitor_parking: "Visitor parking",
  gated: "Gated society",
  water_storage: "Water storage",
  rain_water_harvesting: "Rain water harvesting",
  intercom: "Intercom",
  fire_safety: "Fire safety",
  wifi: "Wi-Fi",
  ac: "Air conditioning",
};

/** An id as lower-case words: "contact_request" → "contact request". */
export function idWords(id: string): string {
  return id.replace(/[_-]+/g, " ").trim();
}

/** An id as words: "under_construction" → "Under construction" (statuses, record kinds). */
export function humanize(id: string): string {
  const words = idWords(id);
  return words ? words[0].toUpperCase() + words.slice(1) : id;
}

/** An amenity's name; an id the table does not know (old data) is humanized. */
export function amenityLabel(id: string): string {
  return AMENITY_LABELS[id as Amenity] ?? humanize(id);
}

/** The label a table holds for a stored value; null for a value it does not know. */
export function knownLabel(
  labels: Readonly<Record<string, string>>,
  value: string | null | undefined,
): string | null {
  return value == null ? null : (labels[value] ?? null);
}

/** The label a table holds for a stored value, or the value humanized; null stays null. */
export function labelOf(
  labels: Readonly<Record<string, string>>,
  value: string | null | undefined,
): string | null {
  if (value == null || value === "") return null;
  return labels[value] ?? humanize(value);
}

/** 0 → "1 RK", 3 → "3 BHK"; null when the listing has no bedrooms. */
export function bhkLabel(bhk: number): string;
export function bhkLabel(bhk: number | null | undefined): string | null;
export function bhkLabel(bhk: number | null | undefined): string | null {
  if (bhk == null) return null;
  return bhk === 0 ? "1 RK" : `${bhk} BHK`;
}

/** The search filter's BHK choices (5 means five or more): "1 RK, 2 BHK, 5+ BHK". */
export function bhkFilterLabel(values: readonly number[]): string {
  return values.map((n) => (n >= 5 ? "5+ BHK" : bhkLabel(n))).join(", ");
}
