/**
 * Search parameters as they arrive in a URL (strings), parsed into typed filters.
 * Isomorphic: shared by the search pages, the filter form and the properties API.
 *
 * `parseSearchParams` is lenient per field: a bad value is dropped and reported under its
 * field name, so the page can ignore it with a notice and the API can answer 400.
 */
import { z } from "zod";
import { parseMoney } from "@/lib/format/money";
import { insideIndia } from "@/lib/geo/india-bounds";
import {
  AMENITIES,
  FURNISHING,
  POSSESSION,
  PROPERTY_TYPES,
  SEARCH_TYPE_GROUPS,
  type Amenity,
  type Furnishing,
  type Possession,
  type SellerKind,
  type TransactionType,
} from "@/lib/validation/property-enums";
import {
  SEARCH_SORTS,
  RADIUS_KM_VALUES,
  MAX_BOUNDS_SPAN_DEG,
  type SearchSort,
  type RadiusKm,
  type GeoBounds,
} from "./search-options";

export {
  SEARCH_PAGE_SIZE,
  MAX_SEARCH_PAGE,
  SEARCH_SORTS,
  SORT_LABELS,
  BHK_FILTER_VALUES,
  RADIUS_KM_VALUES,
  DEFAULT_RADIUS_KM,
  MAX_BOUNDS_SPAN_DEG,
  type SearchSort,
  type RadiusKm,
  type GeoBounds,
} from "./search-options";

const DECIMAL_RE = /^[+-]?\d{1,3}(?:\.\d{1,17})?$/;

const coordinate = (label: string) =>
  z.string().transform((v, ctx) => {
    const s = v.trim();
    if (s === "") return undefined;
    if (!DECIMAL_RE.test(s)) {
      ctx.addIssue({ code: "custom", message: `${label} must be a decimal number of degrees` });
      return z.NEVER;
    }
    return Number(s);
  });

/** "south,west,north,east" in degrees, inside India, at most MAX_BOUNDS_SPAN_DEG a side. */
export const boundsSchema = z.string().transform((v, ctx): GeoBounds | undefined => {
  if (v.trim() === "") return undefined;
  const parts = v.split(",").map((p) => p.trim());
  if (parts.length !== 4 || !parts.every((p) => DECIMAL_RE.test(p))) {
    ctx.addIssue({
      code: "custom",
      message: "Map area must be four numbers: south,west,north,east",
    });
    return z.NEVER;
  }
  const [south, west, north, east] = parts.map(Number);
  if (south >= north || west >= east) {
    ctx.addIssue({ code: "custom", message: "Map area must have its south-west corner first" });
    return z.NEVER;
  }
  if (!insideIndia(south, west) || !insideIndia(north, east)) {
    ctx.addIssue({ code: "custom", message: "Map area must be inside India" });
    return z.NEVER;
  }
  if (north - south > MAX_BOUNDS_SPAN_DEG || east - west > MAX_BOUNDS_SPAN_DEG) {
    ctx.addIssue({ code: "custom", message: "Map area is too large; zoom in to search it" });
    return z.NEVER;
  }
  return { south, west, north, east };
});

/** A search type: a group the nav links use (LandPlot, Shop, …) or any stored type. */
export const SEARCH_PROPERTY_TYPES: readonly string[] = [
  ...Object.keys(SEARCH_TYPE_GROUPS),
  ...PROPERTY_TYPES.filter((t) => !(t in SEARCH_TYPE_GROUPS)),
];

const trimmed = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    // PostgreSQL text cannot hold U+0000: refused here like any bad value (the page shows the
    // message and searches without the field) instead of failing in the database.
    .refine((v) => !v.includes("\u0000"), `${label} must not contain NUL characters`)
    .transform((v) => v.replace(/\s+/g, " "))
    .transform((v) => (v === "" ? undefined : v));

function caseInsensitiveOne<T extends string>(values: readonly T[], message: string) {
  return z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === "") return undefined;
      const hit = values.find((x) => x.toLowerCase() === v.toLowerCase());
      if (!hit) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return hit;
    });
}

function commaList<T>(read: (part: string) => T | undefined, message: string) {
  return z.string().transform((v, ctx) => {
    const parts = v
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean);
    if (parts.length === 0) return undefined;
    const out: T[] = [];
    for (const part of parts) {
      const value = read(part);
      if (value === undefined) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      if (!out.includes(value)) out.push(value);
    }
    return out;
  });
}

const money = (label: string) =>
  z.string().transform((v, ctx) => {
    if (v.trim() === "") return undefined;
    const n = parseMoney(v);
    if (n === null || n < 0) {
      ctx.addIssue({ code: "custom", message: `${label} must be an amount in rupees` });
      return z.NEVER;
    }
    return n;
  });

const area = (label: string) =>
  z.string().transform((v, ctx) => {
    const s = v.trim().replace(/,/g, "");
    if (s === "") return undefined;
    if (!/^\d{1,9}$/.test(s)) {
      ctx.addIssue({ code: "custom", message: `${label} must be a whole number of square feet` });
      return z.NEVER;
    }
    return Number(s);
  });

const TRANSACTION_ALIASES: Record<string, TransactionType> = {
  buy: "Buy",
  sell: "Buy",
  sale: "Buy",
  rent: "Rent",
  pg: "PG",
};

const POSTED_BY_ALIASES: Record<string, SellerKind> = {
  individual: "individual",
  owner: "individual",
  agent: "agent",
  dealer: "agent",
  builder: "builder",
};

/** One schema per URL field; each takes the raw string. */
export const searchFieldSchemas = {
  propertyType: caseInsensitiveOne(SEARCH_PROPERTY_TYPES, "Unknown property type"),
  transactionType: z
    .string()
    .trim()
    .transform((v, ctx): TransactionType => {
      if (v === "") return "Buy";
      const hit = TRANSACTION_ALIASES[v.toLowerCase()];
      if (!hit) {
        ctx.addIssue({ code: "custom", message: "Transaction type must be Buy, Rent or PG" });
        return z.NEVER;
      }
      return hit;
    }),
  page: z.string().transform((v, ctx) => {
    const s = v.trim();
    if (s === "") return 1;
    if (!/^\d{1,6}$/.test(s) || Number(s) < 1) {
      ctx.addIssue({ code: "custom", message: "Page must be a whole number from 1" });
      return z.NEVER;
    }
    // A page past the first MAX_SEARCH_PAGE (500) is kept: the search answers it with no rows (it
    // reads none that deep), so the page says where the results end (lib/search).
    return Number(s);
  }),
  city: trimmed(100, "City"),
  state: trimmed(100, "State"),
  locality: trimmed(100, "Locality"),
  searchQuery: trimmed(200, "Search text"),
  minPrice: money("Minimum price"),
  maxPrice: money("Maximum price"),
  bhk: commaList((p) => {
    const key = p.toLowerCase().replace(/\s+/g, "");
    if (key === "1rk" || key === "rk") return 0;
    const m = /^(\d)\+?$/.exec(key);
    if (!m) return undefined;
    const n = Number(m[1]);
    return n <= 5 ? n : undefined;
  }, "BHK must be a list of numbers from 0 (1 RK) to 5 (5+)"),
  minArea: area("Minimum area"),
  maxArea: area("Maximum area"),
  furnishing: commaList<Furnishing>(
    (p) => FURNISHING.find((f) => f === p.toLowerCase()),
    "Furnishing must be furnished, semi or unfurnished",
  ),
  possession: caseInsensitiveOne<Possession>(
    POSSESSION,
    "Possession must be ready or under_construction",
  ),
  postedBy: commaList<SellerKind>(
    (p) => POSTED_BY_ALIASES[p.toLowerCase()],
    "Posted by must be individual, agent or builder",
  ),
  verified: z
    .string()
    .trim()
    .transform((v, ctx) => {
      const s = v.toLowerCase();
      if (s === "" || s === "false" || s === "0") return undefined;
      if (s === "true" || s === "1") return true as const;
      ctx.addIssue({ code: "custom", message: "Verified must be true" });
      return z.NEVER;
    }),
  amenities: commaList<Amenity>(
    (p) => AMENITIES.find((a) => a === p.toLowerCase()),
    "Unknown amenity",
  ),
  sort: caseInsensitiveOne<SearchSort>(SEARCH_SORTS, "Unknown sort order"),
  radius: z.string().transform((v, ctx): RadiusKm | undefined => {
    const s = v.trim().replace(/\s*km$/i, "");
    if (s === "") return undefined;
    const hit = RADIUS_KM_VALUES.find((r) => String(r) === s);
    if (hit === undefined) {
      ctx.addIssue({ code: "custom", message: "Radius must be 1, 2, 5, 10 or 25 km" });
      return z.NEVER;
    }
    return hit;
  }),
  lat: coordinate("Latitude"),
  lon: coordinate("Longitude"),
  bounds: boundsSchema,
};

export type SearchField = keyof typeof searchFieldSchemas;
export const SEARCH_FIELDS = Object.keys(searchFieldSchemas) as SearchField[];

/** The whole set, strict: any bad field fails. */
export const searchParamsSchema = z.object(
  Object.fromEntries(SEARCH_FIELDS.map((f) => [f, searchFieldSchemas[f].optional()])) as {
    [K in SearchField]: z.ZodOptional<(typeof searchFieldSchemas)[K]>;
  },
);

export type SearchFilters = {
  propertyType?: string;
  transactionType: TransactionType;
  page: number;
  city?: string;
  state?: string;
  locality?: string;
  searchQuery?: string;
  minPrice?: number;
  maxPrice?: number;
  bhk?: number[];
  minArea?: number;
  maxArea?: number;
  furnishing?: Furnishing[];
  possession?: Possession;
  postedBy?: SellerKind[];
  verified?: true;
  amenities?: Amenity[];
  sort: SearchSort;
  /** Distance search: km around `lat`/`lon`, or around the locality / city centre. */
  radius?: RadiusKm;
  /** The visitor's position (with `lon`): the centre of a distance search. */
  lat?: number;
  lon?: number;
  /** Only listings inside this map area ("Search this area"). */
  bounds?: GeoBounds;
};

export type SearchParamErrors = Partial<Record<SearchField, string>>;

export type RawSearchParams =
  URLSearchParams | Record<string, string | string[] | undefined> | undefined;

function rawValue(raw: RawSearchParams, field: string): string | undefined {
  if (!raw) return undefined;
  if (raw instanceof URLSearchParams) {
    const all = raw.getAll(field);
    return all.length ? all.join(",") : undefined;
  }
  const v = raw[field];
  return Array.isArray(v) ? v.join(",") : v;
}

/** Parses URL search params field by field: valid fields kept, bad ones reported and dropped. */
export function parseSearchParams(raw: RawSearchParams): {
  filters: SearchFilters;
  errors: SearchParamErrors;
} {
  const errors: SearchParamErrors = {};
  const out: Record<string, unknown> = {};
  for (const field of SEARCH_FIELDS) {
    const value = rawValue(raw, field);
    if (value === undefined) continue;
    const result = searchFieldSchemas[field].safeParse(value);
    if (result.success) {
      if (result.data !== undefined) out[field] = result.data;
    } else {
      errors[field] = result.error.issues[0]?.message ?? "Invalid value";
    }
  }
  const filters = { transactionType: "Buy", page: 1, sort: "relevance", ...out } as SearchFilters;
  if (
    filters.minPrice !== undefined &&
    filters.maxPrice !== undefined &&
    filters.minPrice > filters.maxPrice
  ) {
    errors.maxPrice = "Maximum price must be at least the minimum price";
    delete filters.maxPrice;
  }
  if (
    filters.minArea !== undefined &&
    filters.maxArea !== undefined &&
    filters.minArea > filters.maxArea
  ) {
    errors.maxArea = "Maximum area must be at least the minimum area";
    delete filters.maxArea;
  }
  checkPosition(filters, errors);
  if (
    filters.radius !== undefined &&
    filters.lat === undefined &&
    !errors.lat &&
    !errors.lon &&
    !filters.city &&
    !filters.locality &&
    !filters.searchQuery
  ) {
    errors.radius = "Choose a place or use your position for a distance search";
    delete filters.radius;
  }
  return { filters, errors };
}

/** Latitude and longitude come together and lie inside India; otherwise both are dropped. */
function checkPosition(filters: SearchFilters, errors: SearchParamErrors): void {
  const { lat, lon } = filters;
  if (errors.lat || errors.lon) {
    // One of them was unreadable (already reported): the other alone is no position.
  } else if (lat === undefined && lon === undefined) return;
  else if (lat === undefined || lon === undefined) {
    errors[lat === undefined ? "lat" : "lon"] = "Latitude and longitude must be given together";
  } else if (!insideIndia(lat, lon)) {
    errors.lat = "Coordinates must be inside India";
  } else return;
  delete filters.lat;
  delete filters.lon;
}

/** `limit` of the featured / city lists: 1–48, default 12. */
export const railLimitSchema = z.string().transform((v, ctx) => {
  const s = v.trim();
  if (s === "") return 12;
  if (!/^\d{1,3}$/.test(s) || Number(s) < 1 || Number(s) > 48) {
    ctx.addIssue({ code: "custom", message: "Limit must be a whole number from 1 to 48" });
    return z.NEVER;
  }
  return Number(s);
});
