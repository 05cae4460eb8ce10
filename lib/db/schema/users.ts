import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sellerKind, userRole, userStatus } from "./enums";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** Lower-cased. */
    email: text("email").notNull(),
    /** E.164, e.g. +919876543210. */
    phone: text("phone").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: userRole("role").notNull().default("user"),
    status: userStatus("status").notNull().default("pending"),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    /** Bumped on logout-everywhere and password change; sessions carry the value they began with. */
    tokenVersion: integer("token_version").notNull().default(0),
    avatarUrl: text("avatar_url"),
    blockedReason: text("blocked_reason"),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /** Set when the person deleted the account: the row stays as a tombstone (lib/privacy). */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_phone_key").on(t.phone),
    index("users_role_created_idx").on(t.role, t.createdAt),
  ],
);

export const sellerProfiles = pgTable(
  "seller_profiles",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: sellerKind("kind").notNull(),
    companyName: text("company_name"),
    reraNumber: text("rera_number"),
    reraState: text("rera_state"),
    verified: boolean("verified").notNull().default(false),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    about: text("about"),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    /** GST number for invoices (optional). */
    gstin: text("gstin"),
    logoUrl: text("logo_url"),
    areasServed: text("areas_served").array().notNull().default([]),
    experienceYears: integer("experience_years"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("seller_profiles_kind_idx").on(t.kind, t.verified)],
);

/** One-time codes: only a hash is stored. */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    phone: text("phone").notNull(),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("otp_codes_phone_idx").on(t.phone, t.purpose, t.createdAt)],
);

/** Messages the console SMS provider "sent" (development and tests only). */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    phone: text("phone").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sms_outbox_phone_idx").on(t.phone, t.createdAt)],
);

export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: text("before"),
    after: text("after"),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
  ],
);

export const brokerRequests = pgTable(
  "broker_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reraNumber: text("rera_number").notNull(),
    reraState: text("rera_state").notNull(),
    documentUrl: text("document_url"),
    status: text("status").notNull().default("pending"),
    reason: text("reason"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("broker_requests_status_idx").on(t.status, t.createdAt)],
);
