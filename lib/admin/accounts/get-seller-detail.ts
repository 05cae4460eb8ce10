import "server-only";
import { count, desc, eq, sql } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { NotFoundError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import {
  brokerRequests,
  payments,
  plans,
  projects,
  properties,
  sellerProfiles,
  subscriptions,
  users,
} from "@/lib/db/schema";
import type { ListingStatus } from "@/lib/validation/property-enums";
import { sellerHistory, type HistoryEntry } from "../entity-history";
import { accountColumns } from "@/lib/admin/query-page";

type ProfileRow = typeof sellerProfiles.$inferSelect;

export type AdminSellerDetail = {
  account: {
    id: number;
    name: string;
    email: string;
    phone: string;
    status: "pending" | "active" | "blocked";
    blockedReason: string | null;
    createdAt: Date;
    lastLoginAt: Date | null;
  };
  profile: ProfileRow;
  listingsByStatus: Partial<Record<ListingStatus, number>>;
  recentListings: {
    id: number;
    title: string;
    status: ListingStatus;
    price: number;
    createdAt: Date;
  }[];
  projects: { id: number; name: string; status: ListingStatus; reraNumber: string | null }[];
  subscriptions: { id: number; planName: string; startsAt: Date; endsAt: Date; status: string }[];
  payments: { id: number; amount: number; status: string; createdAt: Date }[];
  brokerRequests: {
    id: number;
    reraNumber: string;
    status: string;
    reason: string | null;
    createdAt: Date;
  }[];
  history: HistoryEntry[];
};

export async function getSellerDetail(
  actor: AdminActor,
  userId: number,
): Promise<AdminSellerDetail> {
  assertAdmin(actor);
  const db = await getDb();
  const [row] = await db
    .select({
      account: {
        ...accountColumns(),
        createdAt: users.createdAt,
        lastLoginAt: users.lastLoginAt,
      },
      profile: sellerProfiles,
    })
    .from(users)
    .innerJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new NotFoundError(`Seller #${userId} does not exist.`);
  const [
    statusCounts,
    recentListings,
    projectRows,
    subscriptionRows,
    paymentRows,
    requests,
    history,
  ] = await Promise.all([
    db
      .select({ status: properties.status, n: count() })
      .from(properties)
      .where(eq(properties.sellerId, userId))
      .groupBy(properties.status),
    db
      .select({
        id: properties.id,
        title: properties.title,
        status: properties.status,
        price: properties.price,
        createdAt: properties.createdAt,
      })
      .from(properties)
      .where(eq(properties.sellerId, userId))
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(10),
    db
      .select({
        id: projects.id,
        name: projects.name,
        status: projects.status,
        reraNumber: projects.reraNumber,
      })
      .from(projects)
      .where(eq(projects.builderId, userId))
      .orderBy(desc(projects.createdAt))
      .limit(10),
    db
      .select({
        id: subscriptions.id,
        planName: plans.name,
        startsAt: subscriptions.startsAt,
        endsAt: subscriptions.endsAt,
        status: subscriptions.status,
      })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.sellerId, userId))
      .orderBy(desc(subscriptions.startsAt))
      .limit(10),
    db
      .select({
        id: payments.id,
        amount: sql<number>`${payments.amountPaise} / 100.0`.mapWith(Number),
        status: payments.status,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.sellerId, userId))
      .orderBy(desc(payments.createdAt))
      .limit(10),
    db
      .select({
        id: brokerRequests.id,
        reraNumber: brokerRequests.reraNumber,
        status: brokerRequests.status,
        reason: brokerRequests.reason,
        createdAt: brokerRequests.createdAt,
      })
      .from(brokerRequests)
      .where(eq(brokerRequests.sellerId, userId))
      .orderBy(desc(brokerRequests.createdAt))
      .limit(10),
    sellerHistory(db, userId),
  ]);
  return {
    ...row,
    listingsByStatus: Object.fromEntries(statusCounts.map((r) => [r.status, r.n])),
    recentListings,
    projects: projectRows,
    subscriptions: subscriptionRows,
    payments: paymentRows,
    brokerRequests: requests,
    history,
  };
}
