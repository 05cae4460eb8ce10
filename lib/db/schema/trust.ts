import { sql } from "drizzle-orm";
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { projects } from "./projects";
import { properties } from "./properties";
import { users } from "./users";

/**
 * A named check on a listing or a project (lib/trust): `documents` (an admin matched the
 * owner's document), `rera` (the registration number's format and the authority), `photos`
 * (EXIF position and date at the place). Each says when and who.
 */
export const listingChecks = pgTable(
  "listing_checks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "cascade" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"documents" | "rera" | "photos">().notNull(),
    status: text("status").$type<"pending" | "passed" | "failed">().notNull().default("pending"),
    documentType: text("document_type"),
    /** Private storage key of the owner's document (documents checks only). */
    documentKey: text("document_key"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    reason: text("reason"),
    requestedBy: integer("requested_by").references(() => users.id, { onDelete: "set null" }),
    /** The admin who decided; null for a check the site made itself (photos). */
    checkedBy: integer("checked_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
  },
  (t) => [
    index("listing_checks_property_idx").on(t.propertyId, t.kind),
    index("listing_checks_project_idx").on(t.projectId, t.kind),
    index("listing_checks_pending_idx")
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
    // One document (or check) waiting per listing and kind.
    uniqueIndex("listing_checks_one_waiting_idx")
      .on(t.propertyId, t.kind)
      .where(sql`status = 'pending'`),
  ],
);

/** Every price a listing has had (the first row is the price before the first change). */
export const priceHistory = pgTable(
  "price_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    price: bigint("price", { mode: "number" }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    changedBy: integer("changed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("price_history_property_idx").on(t.propertyId, t.changedAt)],
);

/**
 * A fingerprint of each uploaded photo, read before the photo is re-encoded: a 64-bit dHash
 * (split into four 16-bit bands, each b-tree indexed: two hashes within 3 bits share a band)
 * and the EXIF position and date when the camera wrote them.
 */
export const photoHashes = pgTable(
  "photo_hashes",
  {
    storageKey: text("storage_key").primaryKey(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    hash: bigint("hash", { mode: "bigint" }).notNull(),
    band0: integer("band0").notNull(),
    band1: integer("band1").notNull(),
    band2: integer("band2").notNull(),
    band3: integer("band3").notNull(),
    takenAt: timestamp("taken_at", { withTimezone: true }),
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Each band with the hash: near-duplicate lookups test the distance in the index alone.
  (t) => [
    index("photo_hashes_band0_hash_idx").on(t.band0, t.hash),
    index("photo_hashes_band1_hash_idx").on(t.band1, t.hash),
    index("photo_hashes_band2_hash_idx").on(t.band2, t.hash),
    index("photo_hashes_band3_hash_idx").on(t.band3, t.hash),
  ],
);

/** A "Still available?" question to a seller; its links are single use (answered_at). */
export const listingConfirmations = pgTable(
  "listing_confirmations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `schedule` (every 14 days) or `buyers` (three buyers said it is gone). */
    reason: text("reason").$type<"schedule" | "buyers">().notNull().default("schedule"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answer: text("answer").$type<"yes" | "sold" | "rented" | "paused">(),
  },
  (t) => [
    index("listing_confirmations_property_idx").on(t.propertyId, t.sentAt),
    index("listing_confirmations_open_idx")
      .on(t.sentAt)
      .where(sql`answered_at is null`),
    index("listing_confirmations_open_seller_idx")
      .on(t.sellerId, t.sentAt)
      .where(sql`answered_at is null`),
  ],
);

/** A buyer's "No longer available" on a listing (one per buyer per listing). */
export const availabilityReports = pgTable(
  "availability_reports",
  {
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.userId] })],
);

export const TRUST_FLAG_KINDS = [
  "same_photo",
  "same_listing",
  "shared_phone",
  "many_owner_listings",
  "low_price",
] as const;
export type TrustFlagKind = (typeof TRUST_FLAG_KINDS)[number];
export type TrustFlagStatus = "open" | "rejected" | "merged" | "relabelled" | "dismissed";

/** A possible duplicate or fake found on submit or edit, for the admin moderation queue. */
export const trustFlags = pgTable(
  "trust_flags",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    kind: text("kind").$type<TrustFlagKind>().notNull(),
    otherPropertyId: integer("other_property_id").references(() => properties.id, {
      onDelete: "cascade",
    }),
    evidence: jsonb("evidence").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status").$type<TrustFlagStatus>().notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decisionNote: text("decision_note"),
  },
  (t) => [
    uniqueIndex("trust_flags_once_idx").on(
      t.propertyId,
      t.kind,
      sql`(coalesce(${t.otherPropertyId}, 0))`,
    ),
    index("trust_flags_open_idx")
      .on(t.createdAt)
      .where(sql`status = 'open'`),
  ],
);
