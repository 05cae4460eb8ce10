import { pgEnum } from "drizzle-orm/pg-core";
import {
  DEAL_TYPES,
  FURNISHING,
  LISTING_STATUSES,
  POSSESSION,
  PROPERTY_TYPES,
  SELLER_KINDS,
} from "@/lib/validation/property-enums";

export const userRole = pgEnum("user_role", ["user", "seller", "admin"]);
export const userStatus = pgEnum("user_status", ["pending", "active", "blocked"]);
export const sellerKind = pgEnum("seller_kind", SELLER_KINDS);
export const propertyType = pgEnum("property_type", PROPERTY_TYPES);
export const dealType = pgEnum("deal_type", DEAL_TYPES);
export const listingStatus = pgEnum("listing_status", LISTING_STATUSES);
export const furnishing = pgEnum("furnishing", FURNISHING);
export const possession = pgEnum("possession", POSSESSION);
export const projectStage = pgEnum("project_stage", ["upcoming", "under_construction", "ready"]);
export const leadStatus = pgEnum("lead_status", ["new", "contacted", "closed"]);
export const paymentStatus = pgEnum("payment_status", [
  "created",
  "pending",
  "completed",
  "failed",
  "refunded",
]);
export const requestStatus = pgEnum("request_status", ["pending", "approved", "rejected"]);
export const inboxStatus = pgEnum("inbox_status", ["new", "in_progress", "closed"]);
