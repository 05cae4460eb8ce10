import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { paymentStatus, sellerKind } from "./enums";
import { users } from "./users";

export const plans = pgTable(
  "plans",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    sellerKind: sellerKind("seller_kind").notNull(),
    /** Integer rupees, GST included (what the seller pays). */
    price: bigint("price", { mode: "number" }).notNull(),
    /**
     * The free tier of its seller kind (one per kind, price 0, never sold): what a seller without
     * a paid plan may keep live. The admin edits its quotas like any plan's.
     */
    isFree: boolean("is_free").notNull().default(false),
    durationDays: integer("duration_days").notNull(),
    listingQuota: integer("listing_quota").notNull(),
    featuredQuota: integer("featured_quota").notNull().default(0),
    /** How long one featured slot keeps a listing featured (never past the plan's end). */
    featuredDays: integer("featured_days").notNull().default(30),
    features: text("features").notNull().default(""),
    active: boolean("active").notNull().default(true),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("plans_free_tier_key")
      .on(t.sellerKind)
      .where(sql`${t.isFree}`),
  ],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    listingsUsed: integer("listings_used").notNull().default(0),
    featuredUsed: integer("featured_used").notNull().default(0),
    /** What was bought, fixed at purchase: later plan edits never change it. */
    planName: text("plan_name").notNull().default(""),
    pricePaise: bigint("price_paise", { mode: "number" }).notNull().default(0),
    listingQuota: integer("listing_quota").notNull().default(0),
    featuredQuota: integer("featured_quota").notNull().default(0),
    featuredDays: integer("featured_days").notNull().default(30),
    /** active | expired | cancelled (refunded or revoked). */
    status: text("status").notNull().default("active"),
    /** The payment that bought it; null for a plan an admin granted. */
    paymentId: integer("payment_id").references((): AnyPgColumn => payments.id, {
      onDelete: "set null",
    }),
    grantedBy: integer("granted_by").references(() => users.id, { onDelete: "set null" }),
    grantReason: text("grant_reason"),
    /** The end a refund cut short (endsAt became the refund's time); a failed refund restores it. */
    endsAtBeforeRefund: timestamp("ends_at_before_refund", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_seller_idx").on(t.sellerId, t.endsAt),
    uniqueIndex("subscriptions_payment_key").on(t.paymentId),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: integer("plan_id").references(() => plans.id),
    /** Integer paise, GST included (computed on the server from the plan). */
    amountPaise: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("INR"),
    method: text("method"),
    provider: text("provider").notNull().default("sandbox"),
    providerOrderId: text("provider_order_id"),
    providerPaymentId: text("provider_payment_id"),
    status: paymentStatus("status").notNull().default("created"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The provider's reason for the last failed attempt. */
    failureReason: text("failure_reason"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payments_created_idx").on(t.createdAt),
    index("payments_status_idx").on(t.status, t.createdAt),
    index("payments_seller_idx").on(t.sellerId, t.createdAt),
    uniqueIndex("payments_provider_order_key").on(t.provider, t.providerOrderId),
  ],
);

/** Tax invoices: one per paid payment, numbered without gaps per financial year (April–March). */
export const invoices = pgTable(
  "invoices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** e.g. LA/2026-27/000042 */
    number: text("number").notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    billedName: text("billed_name").notNull(),
    billedEmail: text("billed_email").notNull(),
    /** The billing address given at checkout (null on invoices issued before it was asked). */
    billedAddress: text("billed_address"),
    gstin: text("gstin"),
    /** The seller's state (place of supply); null when unknown (then IGST). */
    placeOfSupply: text("place_of_supply"),
    description: text("description").notNull(),
    taxablePaise: bigint("taxable_paise", { mode: "number" }).notNull(),
    cgstPaise: bigint("cgst_paise", { mode: "number" }).notNull(),
    sgstPaise: bigint("sgst_paise", { mode: "number" }).notNull(),
    igstPaise: bigint("igst_paise", { mode: "number" }).notNull(),
    totalPaise: bigint("total_paise", { mode: "number" }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("invoices_payment_key").on(t.paymentId),
    uniqueIndex("invoices_number_key").on(t.number),
    index("invoices_seller_idx").on(t.sellerId, t.issuedAt),
  ],
);

/** The last invoice sequence handed out per financial year (row-locked while numbering). */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    financialYear: text("financial_year").notNull(),
    lastSequence: integer("last_sequence").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.financialYear] })],
);

/** Refunds of payments, as the provider reported them. */
export const refunds = pgTable(
  "refunds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    providerRefundId: text("provider_refund_id").notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    /** pending | processed | failed */
    status: text("status").notNull(),
    reason: text("reason"),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("refunds_provider_key").on(t.providerRefundId),
    index("refunds_payment_idx").on(t.paymentId),
  ],
);

/** Webhook events already handled (by the provider's event id): the same event twice is a no-op. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    outcome: text("outcome").notNull().default(""),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_events_key").on(t.provider, t.eventId)],
);

/** What a seller gave at checkout to be billed to: asked once, kept, editable in billing. */
export const billingDetails = pgTable("billing_details", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  address: text("address").notNull(),
  /** The state's name as in lib/payments/gst-states.ts (the place of supply). */
  state: text("state").notNull(),
  gstin: text("gstin"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Credit notes: one per refund of an invoiced payment, numbered without gaps per financial year
 * in their own series (LA/CN/2026-27/000001), with the invoice's tax split.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    refundId: integer("refund_id")
      .notNull()
      .references(() => refunds.id, { onDelete: "cascade" }),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    number: text("number").notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    reason: text("reason").notNull(),
    taxablePaise: bigint("taxable_paise", { mode: "number" }).notNull(),
    cgstPaise: bigint("cgst_paise", { mode: "number" }).notNull(),
    sgstPaise: bigint("sgst_paise", { mode: "number" }).notNull(),
    igstPaise: bigint("igst_paise", { mode: "number" }).notNull(),
    totalPaise: bigint("total_paise", { mode: "number" }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("credit_notes_refund_key").on(t.refundId),
    uniqueIndex("credit_notes_number_key").on(t.number),
    index("credit_notes_seller_idx").on(t.sellerId, t.issuedAt),
  ],
);

/** The last credit-note sequence handed out per financial year (row-locked while numbering). */
export const creditNoteCounters = pgTable(
  "credit_note_counters",
  {
    financialYear: text("financial_year").notNull(),
    lastSequence: integer("last_sequence").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.financialYear] })],
);

/**
 * Webhook events that arrived before the payment they name (a refund before its capture): kept
 * with their body and applied in arrival order once the payment is captured.
 */
export const deferredPaymentEvents = pgTable(
  "deferred_payment_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    body: text("body").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("deferred_payment_events_key").on(t.provider, t.eventId),
    index("deferred_payment_events_payment_idx").on(t.provider, t.providerPaymentId, t.id),
  ],
);
