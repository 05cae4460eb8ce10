import "server-only";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { sellerProfiles, users } from "@/lib/db/schema";
import type { SellerFilters } from "@/lib/validation/admin";
import type { SellerKind } from "@/lib/validation/property-enums";
import type { Paged } from "../paging";
import {
  accountColumns,
  accountSearchColumns,
  searchCondition,
  selectPage,
} from "@/lib/admin/query-page";

export type AdminSellerRow = {
  id: number;
  name: string;
  email: string;
  phone: string;
  kind: SellerKind;
  companyName: string | null;
  reraNumber: string | null;
  verified: boolean;
  status: "pending" | "active" | "blocked";
  blockedReason: string | null;
  listings: number;
  activeListings: number;
  planName: string | null;
  createdAt: Date;
};

/** The seller's current plan: the latest running subscription. */
export const currentPlanName = sql<string | null>`(
  select p.name from subscriptions s join plans p on p.id = s.plan_id
  where s.seller_id = ${users.id} and s.status = 'active' and s.ends_at > now()
  order by s.ends_at desc limit 1)`;

function conditions(filters: SellerFilters): SQL[] {
  const where: SQL[] = [eq(users.role, "seller")];
  if (filters.kind) where.push(eq(sellerProfiles.kind, filters.kind));
  if (filters.status) where.push(eq(users.status, filters.status));
  if (filters.q) {
    where.push(
      searchCondition(filters.q, users.id, [
        ...accountSearchColumns(),
        sellerProfiles.companyName,
        sellerProfiles.reraNumber,
      ]),
    );
  }
  return where;
}

export async function listSellers(
  actor: AdminActor,
  filters: SellerFilters,
): Promise<Paged<AdminSellerRow>> {
  assertAdmin(actor);
  const db = await getDb();
  const where = and(...conditions(filters));
  return selectPage(
    filters.page,
    db
      .select({
        ...accountColumns(),
        kind: sellerProfiles.kind,
        companyName: sellerProfiles.companyName,
        reraNumber: sellerProfiles.reraNumber,
        verified: sellerProfiles.verified,
        listings: sql<number>`(select count(*) from properties pr
          where pr.seller_id = ${users.id} and pr.status <> 'deleted')`.mapWith(Number),
        activeListings: sql<number>`(select count(*) from properties pr
          where pr.seller_id = ${users.id} and pr.status = 'active')`.mapWith(Number),
        planName: currentPlanName,
        createdAt: users.createdAt,
      })
      .from(users)
      .innerJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id)),
    db
      .select({ total: count() })
      .from(users)
      .innerJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
      .where(where),
  );
}
