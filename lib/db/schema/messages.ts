import { sql } from "drizzle-orm";
import {
  boolean,
  check,
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
 * A conversation between a buyer and a seller about one listing, project or agent profile
 * (`target_key`: `p:<property id>`, `j:<project id>` or `a`). The buyer is known by a verified
 * phone (a guest who passed an OTP, or an account) and, when signed in, by account. Counters and
 * the last message are kept on the row so the lists read one index.
 */
export const threads = pgTable(
  "threads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    buyerId: integer("buyer_id").references(() => users.id, { onDelete: "set null" }),
    buyerPhone: text("buyer_phone").notNull(),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email"),
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "set null" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "set null" }),
    targetKey: text("target_key").notNull(),
    subject: text("subject").notNull(),
    phoneSharedAt: timestamp("phone_shared_at", { withTimezone: true }),
    buyerSms: boolean("buyer_sms").notNull().default(false),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    reportReason: text("report_reason"),
    reportResolvedAt: timestamp("report_resolved_at", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessagePreview: text("last_message_preview").notNull().default(""),
    buyerUnread: integer("buyer_unread").notNull().default(0),
    sellerUnread: integer("seller_unread").notNull().default(0),
    firstReplyAt: timestamp("first_reply_at", { withTimezone: true }),
    buyerMailDueAt: timestamp("buyer_mail_due_at", { withTimezone: true }),
    sellerMailDueAt: timestamp("seller_mail_due_at", { withTimezone: true }),
    buyerMailedAt: timestamp("buyer_mailed_at", { withTimezone: true }),
    sellerMailedAt: timestamp("seller_mailed_at", { withTimezone: true }),
    buyerNotifiedId: integer("buyer_notified_id").notNull().default(0),
    sellerNotifiedId: integer("seller_notified_id").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("threads_target_key").on(t.sellerId, t.buyerPhone, t.targetKey),
    index("threads_seller_idx").on(t.sellerId, t.lastMessageAt, t.id),
    index("threads_buyer_idx").on(t.buyerId, t.lastMessageAt),
    index("threads_buyer_phone_idx").on(t.buyerPhone, t.lastMessageAt),
    index("threads_reported_idx")
      .on(t.reportedAt)
      .where(sql`${t.reportedAt} is not null and ${t.reportResolvedAt} is null`),
  ],
);

/** One message: plain text, 1–2,000 characters; `system` lines are written by the site. */
export const messages = pgTable(
  "messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer("thread_id")
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    sender: text("sender").$type<"buyer" | "seller" | "system">().notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp("seen_at", { withTimezone: true }),
  },
  (t) => [
    index("messages_thread_idx").on(t.threadId, t.id),
    check("messages_sender_check", sql`${t.sender} in ('buyer', 'seller', 'system')`),
    check("messages_body_check", sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/** A buyer (by verified phone) who blocked a seller: no messages or calls through the site. */
export const sellerBlocks = pgTable(
  "seller_blocks",
  {
    buyerPhone: text("buyer_phone").notNull(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.buyerPhone, t.sellerId] })],
);

export type VisitSlot = { date: string; window: string };

/** A site visit: proposed slots (by either side), one confirmed, or cancelled. */
export const siteVisits = pgTable(
  "site_visits",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer("thread_id")
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    proposedBy: text("proposed_by").$type<"buyer" | "seller">().notNull(),
    slots: jsonb("slots").$type<VisitSlot[]>().notNull(),
    status: text("status")
      .$type<"proposed" | "confirmed" | "replaced" | "cancelled">()
      .notNull()
      .default("proposed"),
    visitDate: text("visit_date"),
    visitWindow: text("visit_window"),
    cancelledBy: text("cancelled_by").$type<"buyer" | "seller">(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("site_visits_thread_idx").on(t.threadId, t.id),
    check(
      "site_visits_status_check",
      sql`${t.status} in ('proposed', 'confirmed', 'replaced', 'cancelled')`,
    ),
  ],
);

/**
 * One row per notice sent off the site (e-mail, SMS, WhatsApp), keyed by what it is about:
 * written as `sending` before the provider is called and `sent` after. A job that finds its key
 * `sending` (its worker died mid-send) does not send again.
 */
export const messageDeliveries = pgTable("message_deliveries", {
  key: text("key").primaryKey(),
  status: text("status").$type<"sending" | "sent">().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
});
