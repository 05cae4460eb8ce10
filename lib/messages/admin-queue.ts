import "server-only";
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { assertAdmin, type Actor } from "@/lib/auth/current-user";
import { NotFoundError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { threads, users } from "@/lib/db/schema";
import { threadActionSchema } from "@/lib/validation/messages";
import { showPhone } from "./phone-mask";

export type ReportedThread = {
  id: number;
  subject: string;
  buyerName: string;
  /** Admins see the buyer's number in full. */
  buyerPhone: string;
  sellerName: string;
  sellerEmail: string;
  reason: string;
  reportedAt: string;
};

const sellers = alias(users, "seller");

/** Conversations buyers reported and no admin has resolved yet, oldest first. */
export async function listReportedThreads(actor: Actor): Promise<ReportedThread[]> {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await db
    .select({
      id: threads.id,
      subject: threads.subject,
      buyerName: threads.buyerName,
      buyerPhone: threads.buyerPhone,
      sellerFirst: sellers.firstName,
      sellerLast: sellers.lastName,
      sellerEmail: sellers.email,
      reason: threads.reportReason,
      reportedAt: threads.reportedAt,
    })
    .from(threads)
    .innerJoin(sellers, eq(sellers.id, threads.sellerId))
    .where(and(isNotNull(threads.reportedAt), isNull(threads.reportResolvedAt)))
    .orderBy(desc(threads.reportedAt))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    buyerName: r.buyerName,
    buyerPhone: showPhone(r.buyerPhone),
    sellerName: `${r.sellerFirst} ${r.sellerLast}`.trim(),
    sellerEmail: r.sellerEmail,
    reason: r.reason ?? "",
    reportedAt: r.reportedAt!.toISOString(),
  }));
}

/** Takes a report off the queue (the admin has dealt with it). */
export async function resolveThreadReport(
  actor: Actor,
  raw: unknown,
  now = new Date(),
): Promise<void> {
  assertAdmin(actor);
  const { threadId } = threadActionSchema.parse(raw);
  const db = await getDb();
  const rows = await db
    .update(threads)
    .set({ reportResolvedAt: now })
    .where(
      and(
        eq(threads.id, threadId),
        isNotNull(threads.reportedAt),
        isNull(threads.reportResolvedAt),
      ),
    )
    .returning({ id: threads.id });
  if (!rows.length) throw new NotFoundError("This report was not found or is already resolved.");
}
