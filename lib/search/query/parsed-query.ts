/**
 * What the free-text parser (./parse-query) gives: filters, leftover keywords and the chips.
 * Its own file so ./chips and ./parse-query both read it without importing each other.
 */
import type { Furnishing, SearchType, TransactionType } from "@/lib/validation/property-enums";

/** One removable label per thing the free text set ("2 BHK", "Under ₹ 50 L", "Near Indore"). */
export type QueryChip = { key: string; label: string };

export type ParsedQuery = {
  transactionType?: TransactionType;
  /** A search group (FlatApartment also finds 1 RK studios and serviced apartments), or one stored type. */
  propertyType?: SearchType;
  /** Bedrooms; 0 means 1 RK / studio. */
  bhk?: number[];
  /** Integer rupees. */
  minPrice?: number;
  maxPrice?: number;
  /** Square feet. */
  minArea?: number;
  maxArea?: number;
  furnishing?: Furnishing;
  /** "owner", "no broker", "without brokerage": listings posted by their owners. */
  postedBy?: "individual";
  /** Canonical city name from the gazetteer, and its state. */
  city?: string;
  state?: string;
  /** Canonical locality name; its city is set too. */
  locality?: string;
  /** The place was asked for as "near …" (or "within N km of …"). */
  near?: boolean;
  /** "within N km of <place>": the distance in km, as typed. */
  radiusKm?: number;
  /** A place typed in Devanagari that no gazetteer entry matches ("छतरपुर में प्लॉट"). */
  unknownPlace?: string;
  /** Leftover meaningful words, lower case, without stop words. */
  keywords: string[];
  /** Removable chips; `key` is a field name, or "price" / "area" for a range (see CHIP_FIELDS). */
  chips: QueryChip[];
};
