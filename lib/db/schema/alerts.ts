import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { dealType, furnishing, possession, sellerKind } from "./enums";
import { properties } from "./properties";
import { users } from "./users";

export const jobStatus = pgEnum("job_status", ["queued", "running", "done", "failed"]);
export const alertFrequency = pgEnum("alert_frequency", ["instant", "daily", "weekly"]);

/**
 * Background jobs (lib/jobs/queue.ts): written in the transaction of the change that needs them,
 * claimed with FOR UPDATE SKIP LOCKED, retried with backoff. A job whose worker died is claimed
 * again once its lease (`locked_until`) has passed.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    status: jobStatus("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** At most one job per key, ever (e.g. one daily digest per day). */
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`status in ('queued', 'running')`),
    uniqueIndex("jobs_dedupe_key").on(t.dedupeKey),
  ],
);

/**
 * A buyer's saved search. `query` is the search URL's query string (lib/search/search-url.ts,
 * free text already written out as filters); the other columns are the same filters, typed, for
 * the reverse search that matches a newly active listing (index on deal, city, type).
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    query: text("query").notNull(),
    frequency: alertFrequency("frequency").notNull().default("daily"),
    paused: boolean("paused").notNull().default(false),
    emailEnabled: boolean("email_enabled").notNull().default(true),
    smsEnabled: boolean("sms_enabled").notNull().default(false),
    dealType: dealType("deal_type").notNull(),
    /** A search type (a stored type or a group such as LandPlot); null = any type. */
    searchType: text("search_type"),
    /** Null = any city (all India, or a whole state); 0 = a city we do not know (matches none). */
    cityId: integer("city_id"),
    state: text("state"),
    locality: text("locality"),
    localitySlug: text("locality_slug"),
    minPrice: bigint("min_price", { mode: "number" }),
    maxPrice: bigint("max_price", { mode: "number" }),
    bhk: smallint("bhk").array(),
    minArea: integer("min_area"),
    maxArea: integer("max_area"),
    furnishing: furnishing("furnishing").array(),
    possession: possession("possession"),
    postedBy: sellerKind("posted_by").array(),
    verified: boolean("verified").notNull().default(false),
    amenities: text("amenities").array(),
    keywords: text("keywords"),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }).notNull().defaultNow(),
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId, t.createdAt),
    // The reverse search's index. drizzle has no INCLUDE: drizzle/0003_alerts.sql creates it
    // with every column the match tests INCLUDEd, so matching reads the index only.
    index("saved_searches_reverse_idx")
      .on(t.dealType, t.cityId, t.searchType)
      .where(sql`paused = false`),
  ],
);

/**
 * A listing that matched a saved search: one row per (search, listing) ever, so nobody is told
 * about the same listing twice for the same search. `delivered_at` is set when the alert (instant
 * or digest) went out.
 */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    savedSearchId: integer("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** The search's buyer, copied (no foreign key: the search's own cascade removes the row). */
    userId: integer("user_id").notNull(),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("saved_search_matches_key").on(t.savedSearchId, t.propertyId),
    index("saved_search_matches_pending_idx")
      .on(t.savedSearchId, t.matchedAt)
      .where(sql`delivered_at is null`),
  ],
);

/** A price cut on a listing, told to the buyers who saved it once the listing is live. */
export const priceDrops = pgTable(
  "price_drops",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    oldPrice: bigint("old_price", { mode: "number" }).notNull(),
    newPrice: bigint("new_price", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    index("price_drops_pending_idx")
      .on(t.propertyId)
      .where(sql`notified_at is null`),
  ],
);

/** Who has been told about a price drop (a retried job resumes with the others). */
export const priceDropDeliveries = pgTable(
  "price_drop_deliveries",
  {
    priceDropId: integer("price_drop_id")
      .notNull()
      .references(() => priceDrops.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.priceDropId, t.userId] })],
);

/** A buyer's choices for price-drop alerts on favourites (no row = the defaults). */
export const alertSettings = pgTable("alert_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  priceDropEmail: boolean("price_drop_email").notNull().default(true),
  priceDropSms: boolean("price_drop_sms").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** E-mails the console e-mail provider "sent" (development and tests only). */
/** An attachment kept in the dev outbox (text content, e.g. an .ics calendar file). */
export type EmailAttachmentRow = { filename: string; contentType: string; content: string };

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull().default(""),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb("attachments").$type<EmailAttachmentRow[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_outbox_to_idx").on(t.to, t.createdAt)],
);
