import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { listingStatus, projectStage } from "./enums";
import { cities, localities } from "./places";
import { users } from "./users";

export type UnitConfig = {
  bhk: number;
  carpetAreaSqft: number;
  minPrice: number;
  maxPrice: number;
  unitsAvailable: number;
};

export const projects = pgTable(
  "projects",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    builderId: integer("builder_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    localityId: integer("locality_id").references(() => localities.id),
    cityName: text("city_name").notNull(),
    localityName: text("locality_name").notNull().default(""),
    state: text("state").notNull(),
    address: text("address").notNull().default(""),
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    reraNumber: text("rera_number"),
    reraState: text("rera_state"),
    reraWebsite: text("rera_website"),
    reraExempt: boolean("rera_exempt").notNull().default(false),
    reraExemptReason: text("rera_exempt_reason"),
    stage: projectStage("stage").notNull(),
    status: listingStatus("status").notNull().default("pending"),
    launchDate: date("launch_date"),
    possessionDate: date("possession_date"),
    minPrice: bigint("min_price", { mode: "number" }),
    maxPrice: bigint("max_price", { mode: "number" }),
    units: jsonb("units").$type<UnitConfig[]>().notNull().default([]),
    totalUnits: integer("total_units"),
    landAreaAcres: doublePrecision("land_area_acres"),
    towers: smallint("towers"),
    amenities: text("amenities").array().notNull().default([]),
    brochureUrl: text("brochure_url"),
    coverUrl: text("cover_url"),
    gallery: jsonb("gallery").$type<string[]>().notNull().default([]),
    featuredUntil: timestamp("featured_until", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    /** The status before its builder was blocked; restored on unblock (see properties). */
    heldStatus: listingStatus("held_status"),
    views: integer("views").notNull().default(0),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("projects_city_idx").on(t.status, t.cityId, t.createdAt),
    index("projects_builder_idx").on(t.builderId, t.status),
  ],
);

/**
 * A builder's edit of a live project that changes what needs review (name, place, RERA, dates,
 * configurations, photos, brochure…): kept here while the public page shows the last approved
 * version; an admin's approval copies it onto the project, a rejection drops it. One per
 * project. The projects' counterpart of `listing_edits` (lib/projects/project-edits.ts).
 */
export const projectEdits = pgTable("project_edits", {
  projectId: integer("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  /** The project's columns as the builder submitted them (ProjectFacts). */
  facts: jsonb("facts").$type<Record<string, unknown>>().notNull(),
  submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
});
