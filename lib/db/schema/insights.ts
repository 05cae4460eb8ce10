import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { dealType, requestStatus } from "./enums";
import { cities, localities } from "./places";
import { users } from "./users";

/**
 * Asking price per sq ft by month (IST) of listing, rebuilt by the insights refresh job
 * (lib/insights/refresh-insights.ts) — pages read only this table, never medians over listings.
 * `localityId` 0 is the whole city; `propertyType` '' is every type; `bhk` -1 is every size.
 * Sale figures are ₹ per sq ft, rent figures ₹ per sq ft per month. The percentiles are null
 * when fewer than 5 listings fall in the cell (`listings` still says how many did).
 */
export const priceTrends = pgTable(
  "price_trends",
  {
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    localityId: integer("locality_id").notNull().default(0),
    dealType: dealType("deal_type").notNull(),
    propertyType: text("property_type").notNull().default(""),
    bhk: smallint("bhk").notNull().default(-1),
    month: date("month").notNull(),
    listings: integer("listings").notNull(),
    p25: doublePrecision("p25"),
    median: doublePrecision("median"),
    p75: doublePrecision("p75"),
  },
  (t) => [
    primaryKey({
      columns: [t.cityId, t.localityId, t.dealType, t.propertyType, t.bhk, t.month],
    }),
  ],
);

/** Active listings now, by place, deal, type and BHK; rebuilt with `price_trends`. */
export const listingSupply = pgTable(
  "listing_supply",
  {
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    localityId: integer("locality_id").notNull().default(0),
    dealType: dealType("deal_type").notNull(),
    propertyType: text("property_type").notNull(),
    bhk: smallint("bhk").notNull().default(-1),
    listings: integer("listings").notNull(),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.localityId, t.dealType, t.propertyType, t.bhk] })],
);

/** When the insights rollup last ran (one row). */
export const insightRefreshes = pgTable("insight_refreshes", {
  id: smallint("id").primaryKey().default(1),
  refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull(),
  rows: integer("rows").notNull(),
  millis: integer("millis").notNull(),
});

/** A resident's review of a locality: one per user per locality, shown after moderation. */
export const localityReviews = pgTable(
  "locality_reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    localityId: integer("locality_id")
      .notNull()
      .references(() => localities.id, { onDelete: "cascade" }),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** live | lived | visit */
    relation: text("relation").notNull(),
    overall: smallint("overall").notNull(),
    connectivity: smallint("connectivity").notNull(),
    safety: smallint("safety").notNull(),
    schools: smallint("schools").notNull(),
    utilities: smallint("utilities").notNull(),
    cleanliness: smallint("cleanliness").notNull(),
    body: text("body").notNull(),
    /** Normalised text (lower case, letters and digits only) for the duplicate check. */
    bodyKey: text("body_key").notNull(),
    status: requestStatus("status").notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    helpful: integer("helpful").notNull().default(0),
    reports: integer("reports").notNull().default(0),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("locality_reviews_user_locality_key").on(t.userId, t.localityId),
    index("locality_reviews_locality_idx").on(t.localityId, t.status, t.createdAt.desc()),
    index("locality_reviews_city_idx").on(t.cityId, t.status),
    index("locality_reviews_status_idx").on(t.status, t.createdAt),
    index("locality_reviews_body_key_idx").on(t.bodyKey),
  ],
);

/** One "helpful" vote per user per review. */
export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => localityReviews.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** A reader's report of a review (one per user per review). */
export const reviewReports = pgTable(
  "review_reports",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => localityReviews.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);
