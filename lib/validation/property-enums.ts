/**
 * Property vocabulary shared by the database schema, forms, search and links.
 * Isomorphic: no server imports.
 */
export const PROPERTY_TYPES = [
  "FlatApartment",
  "IndependentHouseVilla",
  "IndependentBuilderFloor",
  "RKStudioApartment",
  "ServicedApartment",
  "Farmhouse",
  "Plot",
  "Land",
  "Office",
  "Shop",
  "Showroom",
  "Warehouse",
  "Industrial",
  "Hospitality",
  "Other",
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/**
 * Types that the spec's links use; each expands to the stored types it finds. "Flat /
 * Apartment" is the apartment family, as Indian portals sell it: flats, 1 RK / studio
 * apartments (stored with bhk 0, so the "1 RK" bedroom choice finds them) and serviced
 * apartments.
 */
export const SEARCH_TYPE_GROUPS = {
  FlatApartment: ["FlatApartment", "RKStudioApartment", "ServicedApartment"],
  LandPlot: ["Land", "Plot"],
  Office: ["Office"],
  Shop: ["Shop", "Showroom"],
  House: ["IndependentHouseVilla", "IndependentBuilderFloor", "Farmhouse"],
} as const satisfies Record<string, readonly PropertyType[]>;
export type SearchTypeGroup = keyof typeof SEARCH_TYPE_GROUPS;
/** What a search can ask for: a group, or one stored type ("serviced apartment"). */
export type SearchType = SearchTypeGroup | PropertyType;

/** The search group a stored type is found under (Land → LandPlot), or null when none has it. */
export function searchTypeGroupOf(type: string): SearchTypeGroup | null {
  for (const [group, types] of Object.entries(SEARCH_TYPE_GROUPS)) {
    if ((types as readonly string[]).includes(type)) return group as SearchTypeGroup;
  }
  return null;
}

export const RESIDENTIAL_TYPES: readonly PropertyType[] = [
  "FlatApartment",
  "IndependentHouseVilla",
  "IndependentBuilderFloor",
  "RKStudioApartment",
  "ServicedApartment",
  "Farmhouse",
];
export const LAND_TYPES: readonly PropertyType[] = ["Plot", "Land"];
export const COMMERCIAL_TYPES: readonly PropertyType[] = [
  "Office",
  "Shop",
  "Showroom",
  "Warehouse",
  "Industrial",
  "Hospitality",
];

/** Stored deal kinds. URLs say Buy (= sale), Rent, PG. */
export const DEAL_TYPES = ["sale", "rent", "pg"] as const;
export type DealType = (typeof DEAL_TYPES)[number];
export const TRANSACTION_TYPES = ["Buy", "Rent", "PG"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_TO_DEAL: Record<TransactionType, DealType> = {
  Buy: "sale",
  Rent: "rent",
  PG: "pg",
};
export const DEAL_TO_TRANSACTION: Record<DealType, TransactionType> = {
  sale: "Buy",
  rent: "Rent",
  pg: "PG",
};

export const LISTING_STATUSES = [
  "draft",
  "pending",
  "active",
  "rejected",
  "paused",
  "sold",
  "rented",
  "expired",
  "blocked",
  "deleted",
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const FURNISHING = ["furnished", "semi", "unfurnished"] as const;
export type Furnishing = (typeof FURNISHING)[number];

export const POSSESSION = ["ready", "under_construction"] as const;
export type Possession = (typeof POSSESSION)[number];

export const SELLER_KINDS = ["individual", "agent", "builder"] as const;
export type SellerKind = (typeof SELLER_KINDS)[number];

export const FACING = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"] as const;
export const OWNERSHIP = ["freehold", "leasehold", "cooperative", "poa"] as const;
export const PREFERRED_TENANTS = ["family", "bachelors", "any"] as const;
export const PG_OCCUPANCY = ["girls", "boys", "any"] as const;

export const AMENITIES = [
  "lift",
  "power_backup",
  "security",
  "cctv",
  "gym",
  "swimming_pool",
  "club_house",
  "park",
  "play_area",
  "parking",
  "visitor_parking",
  "gated",
  "water_storage",
  "rain_water_harvesting",
  "intercom",
  "fire_safety",
  "wifi",
  "ac",
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** A project's construction stage (the post-a-project form, cards, labels). */
export const PROJECT_STAGES = ["upcoming", "under_construction", "ready"] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];
