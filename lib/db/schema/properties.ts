import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { DEAL_TYPES } from "@/lib/validation/property-enums";
import { dealType, furnishing, listingStatus, possession, propertyType, sellerKind } from "./enums";
import { cities, localities } from "./places";
import { projects } from "./projects";
import { users } from "./users";

/** The predicate of indexes that cover live listings only (what every search reads). */
const LIVE = sql`status = 'active'`;

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * A listing. Everything buyers filter on is a typed, indexed column; type-specific extras
 * (validated by lib/validation) live in `extras`.
 */
export const properties = pgTable(
  "properties",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who posted: owner (individual), agent or builder — copied from the seller profile. */
    postedBy: sellerKind("posted_by").notNull(),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "set null" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    propertyType: propertyType("property_type").notNull(),
    dealType: dealType("deal_type").notNull(),
    status: listingStatus("status").notNull().default("pending"),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    localityId: integer("locality_id").references(() => localities.id),
    cityName: text("city_name").notNull(),
    localityName: text("locality_name").notNull().default(""),
    state: text("state").notNull(),
    address: text("address").notNull().default(""),
    pincode: text("pincode"),
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    /** Sale price, or monthly rent for rent / PG. Integer rupees. */
    price: bigint("price", { mode: "number" }).notNull(),
    priceOnRequest: boolean("price_on_request").notNull().default(false),
    negotiable: boolean("negotiable").notNull().default(false),
    deposit: bigint("deposit", { mode: "number" }),
    maintenance: integer("maintenance"),
    pricePerSqft: integer("price_per_sqft"),
    /** 0 = 1 RK / studio. Null for land and commercial. */
    bhk: smallint("bhk"),
    bathrooms: smallint("bathrooms"),
    balconies: smallint("balconies"),
    /** The area buyers filter on (carpet for homes, plot area for land), square feet. */
    areaSqft: integer("area_sqft").notNull(),
    areaValue: doublePrecision("area_value").notNull(),
    areaUnit: text("area_unit").notNull().default("sqft"),
    carpetAreaSqft: integer("carpet_area_sqft"),
    builtUpAreaSqft: integer("built_up_area_sqft"),
    superAreaSqft: integer("super_area_sqft"),
    plotAreaSqft: integer("plot_area_sqft"),
    floorNo: smallint("floor_no"),
    totalFloors: smallint("total_floors"),
    facing: text("facing"),
    furnishing: furnishing("furnishing"),
    possession: possession("possession"),
    possessionDate: date("possession_date"),
    ageYears: smallint("age_years"),
    ownership: text("ownership"),
    reraNumber: text("rera_number"),
    amenities: text("amenities").array().notNull().default([]),
    extras: jsonb("extras").$type<Record<string, unknown>>().notNull().default({}),
    /**
     * Owner's documents checked (lib/trust): kept equal to `documentsCheckedAt is not null` by
     * the admin's decision on the document; the "Documents checked" search filter reads it.
     */
    verified: boolean("verified").notNull().default(false),
    /** When an admin matched the owner's document with this listing (null: not checked). */
    documentsCheckedAt: timestamp("documents_checked_at", { withTimezone: true }),
    /** When the seller last said the listing is still available (null: since its approval). */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    featuredUntil: timestamp("featured_until", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    /**
     * The status a listing had (active, sold or rented) when an admin blocked its seller: it
     * went to 'blocked' with the seller and gets this status back when the seller is unblocked.
     * Null otherwise — listings an admin blocked on their own stay blocked.
     */
    heldStatus: listingStatus("held_status"),
    views: integer("views").notNull().default(0),
    enquiries: integer("enquiries").notNull().default(0),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(locality_name, '') || ' ' || coalesce(city_name, '') || ' ' || coalesce(description, ''))`,
    ),
    /**
     * The same words keyed by the city and the type (`<city id>.<type code>:<word>`,
     * SQL function `city_type_keyed_words` in drizzle/0019): a keyword search in one city reads
     * only that city's lists of the asked types from its GIN index.
     */
    cityWords: text("city_words")
      .array()
      .generatedAlwaysAs(
        sql`city_type_keyed_words(city_id, property_type, to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(locality_name, '') || ' ' || coalesce(city_name, '') || ' ' || coalesce(description, '')))`,
      ),
  },
  (t) => [
    // Search indexes cover live listings only (migrations 0016 and 0018): a listing that is paused, sold or
    // expired leaves them, so the status change adds no entry to them. `status` is not a key
    // column: PostgreSQL drops a condition the predicate implies from the index conditions, so a
    // leading `status` would leave the city, deal and type unable to bound the scan.
    index("properties_search_city_idx")
      // The BHK too, so a count with a price range and BHK is index-only.
      .on(t.cityId, t.dealType, t.propertyType, t.price, t.bhk)
      .where(LIVE),
    index("properties_search_type_idx").on(t.dealType, t.propertyType, t.price).where(LIVE),
    // Search pages (lib/search): newest-first branches walk these in order and stop after one
    // page; the trailing columns let filters, counts and price-per-sq-ft sorts run index-only.
    index("properties_search_city_recent_idx")
      .on(
        t.cityId,
        t.dealType,
        t.propertyType,
        t.postedAt.desc(),
        t.id.desc(),
        t.price,
        t.pricePerSqft,
        t.bhk,
        t.areaSqft,
        t.furnishing,
        t.verified,
        t.postedBy,
        t.possession,
        t.featuredUntil,
      )
      .where(LIVE),
    // Price-per-sq-ft sorts (in a city; all India or a state, type and city read in the index):
    // a walk in rate order (then newest) that stops after one page.
    index("properties_search_city_ppsf_idx")
      .on(t.cityId, t.dealType, t.propertyType, t.pricePerSqft, t.postedAt.desc(), t.id.desc())
      .where(LIVE),
    index("properties_deal_ppsf_idx")
      .on(t.dealType, t.pricePerSqft, t.postedAt.desc(), t.id.desc(), t.propertyType, t.cityId)
      .where(LIVE),
    index("properties_deal_recent_idx")
      .on(
        t.dealType,
        t.postedAt.desc(),
        t.id.desc(),
        t.propertyType,
        t.cityId,
        t.price,
        t.bhk,
        t.areaSqft,
        t.verified,
        t.featuredUntil,
      )
      .where(LIVE),
    index("properties_city_recent_idx").on(t.cityId, t.postedAt.desc(), t.id.desc()).where(LIVE),
    index("properties_recent_idx").on(t.status, t.postedAt.desc(), t.id.desc()),
    index("properties_locality_idx")
      .on(
        t.localityId,
        t.dealType,
        t.propertyType,
        t.postedAt.desc(),
        t.id.desc(),
        t.price,
        t.bhk,
        t.featuredUntil,
        // The search also tests the city: with it here a locality count is index-only.
        t.cityId,
      )
      .where(LIVE),
    index("properties_seller_idx").on(t.sellerId, t.status),
    // Reconfirmation (lib/trust/reconfirm-job.ts): live listings, last confirmed first, in
    // batches keyed by (last confirmed, id). Migration 0015 adds statistics on the expression.
    index("properties_confirm_due_idx")
      .on(sql`(coalesce(${t.confirmedAt}, ${t.approvedAt}, ${t.postedAt}))`, t.id)
      .where(sql`status = 'active'`),
    // Small (only listings ever featured): the "featured first" branch of a search walks it
    // newest first by city / deal / type, skipping ended featurings inside the index, and stops
    // after one page.
    index("properties_featured_idx")
      .on(
        t.status,
        t.cityId,
        t.dealType,
        t.propertyType,
        t.postedAt.desc(),
        t.id.desc(),
        t.featuredUntil,
      )
      .where(sql`featured_until is not null`),
    // The same for a search in a city with no type (a city's page, "sea view in Mumbai"):
    // newest first by city / deal, the type inside the index (migration 0020). Without it that
    // branch walked the deal's newest-first index across all of India.
    index("properties_featured_city_idx")
      .on(t.cityId, t.dealType, t.postedAt.desc(), t.id.desc(), t.propertyType, t.featuredUntil)
      .where(sql`status = 'active' and featured_until is not null`),
    // Keyword search (lib/search): one GIN index per deal over active listings, so a common
    // word's list holds only the deal's active listings.
    ...DEAL_TYPES.map((deal) =>
      index(`properties_text_${deal}_idx`)
        .using("gin", t.searchVector)
        .where(sql.raw(`status = 'active' and deal_type = '${deal}'`)),
    ),
    // Keyword search within a city: the city-keyed words, one index per deal as above.
    ...DEAL_TYPES.map((deal) =>
      index(`properties_city_text_${deal}_idx`)
        .using("gin", t.cityWords)
        .where(sql.raw(`status = 'active' and deal_type = '${deal}'`)),
    ),
    index("properties_amenities_idx").using("gin", t.amenities).where(LIVE),
    // Distance search (lib/search/radius.ts): one GiST index per deal over active listings on
    // point(lon, lat) (core point_ops, no extension); a search reads the circle's bounding box
    // (`<@ box`) from it and keeps the rows within the exact great-circle distance.
    ...DEAL_TYPES.map((deal) =>
      index(`properties_geo_${deal}_idx`)
        .using("gist", sql`point(lon, lat)`)
        .where(sql.raw(`status = 'active' and deal_type = '${deal}'`)),
    ),
  ],
);

export const propertyMedia = pgTable(
  "property_media",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** Storage key without width suffix; files are <key>-<width>.webp. */
    storageKey: text("storage_key").notNull(),
    url: text("url").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    position: smallint("position").notNull().default(0),
    isCover: boolean("is_cover").notNull().default(false),
    alt: text("alt").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("property_media_property_idx").on(t.propertyId, t.position),
    index("property_media_storage_key_idx").on(t.storageKey),
  ],
);

export const favourites = pgTable(
  "favourites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    // Price-drop alerts (lib/alerts) read who saved a listing.
    index("favourites_property_idx").on(t.propertyId),
  ],
);

/**
 * A read-only link to a buyer's shortlist (favourites): `/shortlist/<id>`. The id is a random,
 * unguessable token; one link per buyer at a time, and deleting the row revokes it.
 */
export const shortlistShares = pgTable("shortlist_shares", {
  id: text("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const LISTING_REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;
export type ListingReportStatus = (typeof LISTING_REPORT_STATUSES)[number];

/**
 * A buyer's report of a listing, for the moderators' queue (/admin/reports). Open until an
 * admin resolves it (after acting on the listing) or dismisses it; one open report per account
 * and listing.
 */
export const listingReports = pgTable(
  "listing_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    details: text("details").notNull().default(""),
    status: text("status").$type<ListingReportStatus>().notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolutionNote: text("resolution_note"),
  },
  (t) => [
    index("listing_reports_property_idx").on(t.propertyId),
    uniqueIndex("listing_reports_open_once_idx")
      .on(t.propertyId, t.userId)
      .where(sql`status = 'open'`),
    index("listing_reports_open_idx")
      .on(t.createdAt)
      .where(sql`status = 'open'`),
  ],
);

/** Daily view counts per listing, for seller analytics. */
export const propertyViews = pgTable(
  "property_views",
  {
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
);

/** Autosaved drafts of the post-a-property form, one per seller. */
export const listingDrafts = pgTable("listing_drafts", {
  sellerId: integer("seller_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A seller's edit of a live listing that changes what needs review (title, description, photos,
 * place, type, size…): kept here while the public page shows the last approved version; an
 * admin's approval copies it onto the listing, a rejection drops it. One per listing.
 */
export const listingEdits = pgTable("listing_edits", {
  propertyId: integer("property_id")
    .primaryKey()
    .references(() => properties.id, { onDelete: "cascade" }),
  /** The listing's columns as the seller submitted them (ListingFacts). */
  facts: jsonb("facts").$type<Record<string, unknown>>().notNull(),
  /** The photos as submitted (VerifiedPhoto[]). */
  media: jsonb("media").$type<Record<string, unknown>[]>().notNull(),
  submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
});
