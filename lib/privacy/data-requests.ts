import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/admin/tx";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { dataRequests, users } from "@/lib/db/schema";

/**
 * How long a request may take: the DPDP Rules 2025 give a data fiduciary at most 90 days to
 * answer a data principal's request or grievance.
 */
export const DATA_REQUEST_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export type DataRequestKind = "export" | "erasure";
export type DataRequestStatus = "completed" | "pending";

export function dataRequestDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + DATA_REQUEST_DAYS * DAY_MS);
}

/** Records a request, answered at once (`completed`) or waiting on something (`pending`). */
export async function recordDataRequest(
  db: DbOrTx,
  input: { userId: number; kind: DataRequestKind; status: DataRequestStatus; detail?: string },
  now = new Date(),
): Promise<void> {
  await db.insert(dataRequests).values({
    userId: input.userId,
    kind: input.kind,
    status: input.status,
    detail: input.detail ?? "",
    requestedAt: now,
    dueAt: dataRequestDueAt(now),
    completedAt: input.status === "completed" ? now : null,
  });
}

/** A waiting erasure request is recorded once; a later attempt leaves the first deadline. */
export async function recordPendingErasure(
  db: DbOrTx,
  userId: number,
  detail: string,
  now = new Date(),
): Promise<void> {
  const [open] = await db
    .select({ id: dataRequests.id })
    .from(dataRequests)
    .where(
      and(
        eq(dataRequests.userId, userId),
        eq(dataRequests.kind, "erasure"),
        eq(dataRequests.status, "pending"),
      ),
    )
    .limit(1);
  if (!open)
    await recordDataRequest(db, { userId, kind: "erasure", status: "pending", detail }, now);
}

/** Closes the person's waiting erasure requests when the deletion goes through. */
export async function completePendingErasures(db: DbOrTx, userId: number, now = new Date()) {
  await db
    .update(dataRequests)
    .set({ status: "completed", completedAt: now })
    .where(
      and(
        eq(dataRequests.userId, userId),
        eq(dataRequests.kind, "erasure"),
        eq(dataRequests.status, "pending"),
      ),
    );
}

export type DataRequestRow = {
  id: number;
  userId: number;
  name: string;
  deleted: boolean;
  kind: string;
  status: string;
  detail: string;
  requestedAt: Date;
  dueAt: Date;
  completedAt: Date | null;
};

/** The admin's list: waiting requests first (nearest deadline first), then the latest answered. */
export async function listDataRequests(actor: AdminActor, limit = 200): Promise<DataRequestRow[]> {
  assertAdmin(actor);
  const db = await getDb();
  return db
    .select({
      id: dataRequests.id,
      userId: dataRequests.userId,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      deleted: sql<boolean>`${users.deletedAt} is not null`,
      kind: dataRequests.kind,
      status: dataRequests.status,
      detail: dataRequests.detail,
      requestedAt: dataRequests.requestedAt,
      dueAt: dataRequests.dueAt,
      completedAt: dataRequests.completedAt,
    })
    .from(dataRequests)
    .innerJoin(users, eq(users.id, dataRequests.userId))
    .orderBy(
      sql`case when ${dataRequests.status} = 'pending' then 0 else 1 end`,
      asc(sql`case when ${dataRequests.status} = 'pending' then ${dataRequests.dueAt} end`),
      desc(dataRequests.requestedAt),
    )
    .limit(limit);
}
