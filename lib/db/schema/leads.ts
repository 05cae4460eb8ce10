import { index, integer, pgTable, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import { inboxStatus, leadStatus } from "./enums";
import { threads } from "./messages";
import { projects } from "./projects";
import { properties } from "./properties";
import { users } from "./users";

/** An enquiry from a buyer to the seller of a listing or project. */
export const leads = pgTable(
  "leads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "cascade" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    message: text("message").notNull().default(""),
    status: leadStatus("status").notNull().default("new"),
    note: text("note"),
    seenAt: timestamp("seen_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The conversation this enquiry opened or continued (lib/messages). */
    threadId: integer("thread_id").references((): AnyPgColumn => threads.id, {
      onDelete: "set null",
    }),
    /** `form` (an enquiry) or `phone` (the buyer viewed the seller's number). */
    source: text("source").$type<"form" | "phone">().notNull().default("form"),
  },
  (t) => [
    index("leads_seller_idx").on(t.sellerId, t.createdAt),
    index("leads_thread_idx").on(t.threadId),
    index("leads_phone_views_idx").on(t.userId, t.source, t.createdAt),
    index("leads_dedupe_idx").on(t.phone, t.propertyId, t.createdAt),
    index("leads_user_idx").on(t.userId, t.createdAt),
  ],
);

/** Requests from the public forms: contact, service pages, advice consultations. */
export const contactRequests = pgTable(
  "contact_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    service: text("service"),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    city: text("city"),
    message: text("message").notNull().default(""),
    preferredDate: text("preferred_date"),
    status: inboxStatus("status").notNull().default("new"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_requests_created_idx").on(t.status, t.createdAt)],
);
