/** What a listing card shows: a plain, serialisable object. Isomorphic types. */
import type {
  DealType,
  Furnishing,
  Possession,
  PropertyType,
  SellerKind,
} from "@/lib/validation/property-enums";

export type PropertyCardData = {
  id: number;
  slug: string;
  title: string;
  propertyType: PropertyType;
  dealType: DealType;
  /** Sale price, or monthly rent for rent / PG. Integer rupees. */
  price: number;
  priceOnRequest: boolean;
  pricePerSqft: number | null;
  bhk: number | null;
  bathrooms: number | null;
  areaSqft: number;
  cityName: string;
  localityName: string;
  state: string;
  furnishing: Furnishing | null;
  possession: Possession | null;
  postedBy: SellerKind;
  verified: boolean;
  /** When an admin checked the owner's documents (ISO 8601), or null. */
  documentsCheckedAt: string | null;
  featured: boolean;
  coverUrl: string | null;
  imageCount: number;
  /** ISO 8601. */
  postedAt: string;
  /** Km from the centre of a distance search (only in such a search's results). */
  distanceKm?: number;
};

/**
 * What the one listing card needs. Search results carry every field of {@link PropertyCardData};
 * the rails and grids (home, city and agent pages, similar listings) the ones they select.
 */
export type CardListing = Pick<
  PropertyCardData,
  | "id"
  | "slug"
  | "title"
  | "propertyType"
  | "dealType"
  | "price"
  | "priceOnRequest"
  | "bhk"
  | "bathrooms"
  | "areaSqft"
  | "cityName"
  | "localityName"
  | "postedBy"
  | "verified"
  | "coverUrl"
> &
  Partial<
    Pick<
      PropertyCardData,
      "pricePerSqft" | "featured" | "imageCount" | "distanceKm" | "documentsCheckedAt"
    >
  > & {
    coverAlt?: string;
  };

/** A row as the card query returns it (numbers may come back as strings from node-postgres). */
export type PropertyCardRow = {
  id: number | string;
  slug: string;
  title: string;
  property_type: PropertyType;
  deal_type: DealType;
  price: number | string;
  price_on_request: boolean;
  price_per_sqft: number | string | null;
  bhk: number | string | null;
  bathrooms: number | string | null;
  area_sqft: number | string;
  city_name: string;
  locality_name: string;
  state: string;
  furnishing: Furnishing | null;
  possession: Possession | null;
  posted_by: SellerKind;
  verified: boolean;
  documents_checked_at?: Date | string | null;
  featured: boolean;
  cover_url: string | null;
  image_count: number | string;
  posted_at: Date | string;
  distance_km?: number | string | null;
};

const num = (v: number | string): number => (typeof v === "number" ? v : Number(v));
const numOrNull = (v: number | string | null): number | null => (v === null ? null : num(v));

export function toPropertyCardData(row: PropertyCardRow): PropertyCardData {
  return {
    id: num(row.id),
    slug: row.slug,
    title: row.title,
    propertyType: row.property_type,
    dealType: row.deal_type,
    price: num(row.price),
    priceOnRequest: row.price_on_request,
    pricePerSqft: numOrNull(row.price_per_sqft),
    bhk: numOrNull(row.bhk),
    bathrooms: numOrNull(row.bathrooms),
    areaSqft: num(row.area_sqft),
    cityName: row.city_name,
    localityName: row.locality_name,
    state: row.state,
    furnishing: row.furnishing,
    possession: row.possession,
    postedBy: row.posted_by,
    verified: row.verified,
    documentsCheckedAt: row.documents_checked_at
      ? new Date(row.documents_checked_at).toISOString()
      : null,
    featured: row.featured,
    coverUrl: row.cover_url,
    imageCount: num(row.image_count),
    postedAt: new Date(row.posted_at).toISOString(),
    ...(row.distance_km === undefined || row.distance_km === null
      ? {}
      : { distanceKm: num(row.distance_km) }),
  };
}
