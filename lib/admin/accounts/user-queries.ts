import "server-only";
import { and, count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { NotFoundError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { contactRequests, leads, projects, properties, users } from "@/lib/db/schema";
import type { UserFilters } from "@/lib/validation/admin";
import { entityHistory, type HistoryEntry } from "../entity-history";
import type { Paged } from "../paging";
import {
  accountColumns,
  accountSearchColumns,
  searchCondition,
  selectPage,
} from "@/lib/admin/query-page";

type AccountStatus = "pending" | "active" | "blocked";

export type AdminUserRow = {
  id: number;
  name: string;
  email: string;
  phone: string;
  status: AccountStatus;
  blockedReason: string | null;
  enquiries: number;
  createdAt: Date;
  lastLoginAt: Date | null;
};

function conditions(filters: UserFilters): SQL[] {
  const where: SQL[] = [eq(users.role, "user")];
  if (filters.status) where.push(eq(users.status, filters.status));
  if (filters.q) {
    where.push(searchCondition(filters.q, users.id, accountSearchColumns()));
  }
  return where;
}

/**
 * Enquiries the user sent. The outer column is written qualified: in a one-table select Drizzle
 * prints `${users.id}` as a bare "id", which inside the subquery is the lead's own id.
 */
function enquiriesSent() {
  return sql<number>`(select count(*) from leads l where l.user_id = "users"."id")`.mapWith(Number);
}

/** Buyer accounts (role "user"); sellers have their own screen. */
export async function listUsers(
  actor: AdminActor,
  filters: UserFilters,
): Promise<Paged<AdminUserRow>> {
  assertAdmin(actor);
  const db = await getDb();
  const where = and(...conditions(filters));
  return selectPage(
    filters.page,
    db
      .select({
        ...accountColumns(),
        enquiries: enquiriesSent(),
        createdAt: users.createdAt,
        lastLoginAt: users.lastLoginAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id)),
    db.select({ total: count() }).from(users).where(where),
  );
}

export type AdminUserDetail = {
  account: AdminUserRow & { role: "user" | "seller" | "admin" };
  /** Enquiries the user sent to sellers about listings or projects. */
  leads: {
    id: number;
    subject: string;
    propertyId: number | null;
    projectId: number | null;
    sellerName: string;
    message: string;
    status: string;
    createdAt: Date;
  }[];
  /** Requests from the public forms made while signed in or with the account's e-mail. */
  contactRequests: {
    id: number;
    kind: string;
    service: string | null;
    message: string;
    status: string;
    createdAt: Date;
  }[];
  history: HistoryEntry[];
};

export async function getUserDetail(actor: AdminActor, userId: number): Promise<AdminUserDetail> {
  assertAdmin(actor);
  const db = await getDb();
  const [account] = await db
    .select({
      ...accountColumns(),
      role: users.role,
      enquiries: enquiriesSent(),
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account) throw new NotFoundError(`User #${userId} does not exist.`);
  const seller = sql`seller`;
  const [leadRows, requestRows, history] = await Promise.all([
    db
      .select({
        id: leads.id,
        subject: sql<string>`coalesce(${properties.title}, ${projects.name}, 'Listing removed')`,
        propertyId: leads.propertyId,
        projectId: leads.projectId,
        sellerName: sql<string>`(select ${seller}.first_name || ' ' || ${seller}.last_name
          from users ${seller} where ${seller}.id = ${leads.sellerId})`,
        message: leads.message,
        status: leads.status,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .leftJoin(properties, eq(properties.id, leads.propertyId))
      .leftJoin(projects, eq(projects.id, leads.projectId))
      .where(eq(leads.userId, userId))
      .orderBy(desc(leads.createdAt))
      .limit(50),
    db
      .select({
        id: contactRequests.id,
        kind: contactRequests.kind,
        service: contactRequests.service,
        message: contactRequests.message,
        status: contactRequests.status,
        createdAt: contactRequests.createdAt,
      })
      .from(contactRequests)
      .where(or(eq(contactRequests.userId, userId), eq(contactRequests.email, account.email)))
      .orderBy(desc(contactRequests.createdAt))
      .limit(50),
    entityHistory(db, "user", userId),
  ]);
  return { account, leads: leadRows, contactRequests: requestRows, history };
}
