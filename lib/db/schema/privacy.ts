import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Consent to marketing, one append-only row per choice: the channel (`email`, `sms`,
 * `whatsapp`), granted or withdrawn, the exact wording shown, where it was given and when. The
 * latest row per (user, channel) is the current state; no row = never asked = no consent.
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    granted: boolean("granted").notNull(),
    wording: text("wording").notNull(),
    /** Where the choice was made: `privacy-page`, `unsubscribe-link`, … */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("consent_records_user_idx").on(t.userId, t.channel, t.createdAt)],
);

/**
 * A data principal's request (DPDP Act 2023: access = `export`, erasure = `erasure`): when it
 * came, by when it must be answered, and how it ended (`completed`, or `pending` while something
 * — an open payment — stops it). Kept after erasure: it is the record that the duty was met.
 */
export const dataRequests = pgTable(
  "data_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    detail: text("detail").notNull().default(""),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("data_requests_status_idx").on(t.status, t.dueAt),
    index("data_requests_user_idx").on(t.userId, t.requestedAt),
  ],
);
