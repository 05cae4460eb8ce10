import "server-only";
import { and, asc, count, desc, eq, gte, ilike, lt, sql, type SQL } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { listingEdits, properties, sellerProfiles, users } from "@/lib/db/schema";
import { type AdminListingFilters, type ListingSort } from "@/lib/validation/admin";
import type { ListingStatus, SellerKind } from "@/lib/validation/property-enums";
import { fullNameSql } from "@/lib/db/full-name-sql";
import { containsPattern, startOfDayInIndia, startOfNextDayInIndia, type Paged } from "../paging";
import { searchCondition, selectPage } from "@/lib/admin/query-page";

export type AdminPropertyRow = {
  id: number;
  title: string;
  propertyType: string;
  dealType: string;
  status: ListingStatus;
  price: number;
  priceOnRequest: boolean;
  cityName: string;
  localityName: string;
  postedBy: SellerKind;
  sellerId: number;
  sellerName: string;
  companyName: string | null;
  featuredUntil: Date | null;
  rejectionReason: string | null;
  createdAt: Date;
};

const SORTS: Record<ListingSort, SQL[]> = {
  newest: [desc(properties.createdAt), desc(properties.id)],
  oldest: [asc(properties.createdAt), asc(properties.id)],
  price_desc: [desc(properties.price), desc(properties.id)],
  price_asc: [asc(properties.price), asc(properties.id)],
  title: [asc(properties.title), asc(properties.id)],
};

function conditions(filters: AdminListingFilters, postedBy?: SellerKind): SQL[] {
  const where: SQL[] = [];
  if (postedBy) where.push(eq(properties.postedBy, postedBy));
  if (filters.status) where.push(eq(properties.status, filters.status));
  if (filters.edits === "pending") {
    where.push(
      sql`exists (select 1 from ${listingEdits} where ${listingEdits.propertyId} = ${properties.id})`,
    );
  }
  if (filters.type) where.push(eq(properties.propertyType, filters.type));
  if (filters.city) where.push(ilike(properties.cityName, containsPattern(filters.city)));
  if (filters.from) where.push(gte(properties.createdAt, startOfDayInIndia(filters.from)));
  if (filters.to) where.push(lt(properties.createdAt, startOfNextDayInIndia(filters.to)));
  if (filters.q) {
    where.push(
      searchCondition(filters.q, properties.id, [
        properties.title,
        properties.localityName,
        fullNameSql(),
        users.email,
        sellerProfiles.companyName,
      ]),
    );
  }
  return where;
}

/** One page of listings for the moderation table; `postedBy` narrows to agents or owners. */
export async function listAdminProperties(
  actor: AdminActor,
  filters: AdminListingFilters,
  postedBy?: SellerKind,
): Promise<Paged<AdminPropertyRow>> {
  assertAdmin(actor);
  const db = await getDb();
  const where = and(...conditions(filters, postedBy));
  return selectPage(
    filters.page,
    db
      .select({
        id: properties.id,
        title: properties.title,
        propertyType: properties.propertyType,
        dealType: properties.dealType,
        status: properties.status,
        price: properties.price,
        priceOnRequest: properties.priceOnRequest,
        cityName: properties.cityName,
        localityName: properties.localityName,
        postedBy: properties.postedBy,
        sellerId: properties.sellerId,
        sellerName: fullNameSql(),
        companyName: sellerProfiles.companyName,
        featuredUntil: properties.featuredUntil,
        rejectionReason: properties.rejectionReason,
        createdAt: properties.createdAt,
      })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.sellerId))
      .leftJoin(sellerProfiles, eq(sellerProfiles.userId, properties.sellerId))
      .where(where)
      .orderBy(...SORTS[filters.sort]),
    db
      .select({ total: count() })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.sellerId))
      .leftJoin(sellerProfiles, eq(sellerProfiles.userId, properties.sellerId))
      .where(where),
  );
}

/** Listings per status (for the status tabs), in the same audience scope. */
export async function countPropertiesByStatus(
  actor: AdminActor,
  postedBy?: SellerKind,
): Promise<Partial<Record<ListingStatus, number>>> {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await db
    .select({ status: properties.status, n: count() })
    .from(properties)
    .where(postedBy ? eq(properties.postedBy, postedBy) : undefined)
    .groupBy(properties.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}
