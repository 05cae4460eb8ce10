import "server-only";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import { AppError, NotFoundError, UnauthorizedError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { leads, threads, users } from "@/lib/db/schema";
import { insertLead, resolveTarget } from "@/lib/leads/create-lead";
import { enquirySchema, type EnquiryInput } from "@/lib/validation/lead";
import { publishEvents } from "./bus";
import { targetKey } from "./open-thread";
import { showPhone } from "./phone-mask";

/** A buyer may see at most this many sellers' numbers a day (numbers cannot be scraped). */
export const PHONE_VIEWS_PER_DAY = 20;

/**
 * "View phone number": a signed-in buyer with a verified phone sees the seller's number. It
 * opens (or continues) a thread and counts as a lead, so the seller knows who may call; seeing
 * the same seller's number again for the same listing counts once. At most 20 new numbers a day.
 */
export async function viewSellerPhone(
  actor: Actor | null,
  input: EnquiryInput,
  now = new Date(),
): Promise<{ phone: string; threadId: number }> {
  if (!actor) throw new UnauthorizedError("Please log in to see the phone number.");
  const { targetType, targetId } = enquirySchema.parse(input);
  const db = await getDb();
  const [me] = await db
    .select({ verified: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, actor.id))
    .limit(1);
  if (!me?.verified)
    throw new AppError("Verify your mobile number in your profile to see phone numbers.", 403);

  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-view:${actor.id}`}))`);
    const target = await resolveTarget(tx, targetType, targetId);
    if (!target) throw new NotFoundError("This listing is no longer available.");
    if (target.sellerId === actor.id) throw new AppError("This is your own listing.", 400);
    const [existing] = await tx
      .select({ id: threads.id })
      .from(threads)
      .innerJoin(leads, eq(leads.threadId, threads.id))
      .where(
        and(
          eq(threads.sellerId, target.sellerId),
          eq(threads.buyerPhone, actor.phone),
          eq(threads.targetKey, targetKey(target)),
          eq(leads.source, "phone"),
        ),
      )
      .limit(1);
    if (existing) return { phone: target.sellerPhone, threadId: existing.id, pending: null };
    const [{ n }] = await tx
      .select({ n: count() })
      .from(leads)
      .where(
        and(
          eq(leads.userId, actor.id),
          eq(leads.source, "phone"),
          gt(leads.createdAt, new Date(now.getTime() - 24 * 3_600_000)),
        ),
      );
    if (Number(n) >= PHONE_VIEWS_PER_DAY) {
      throw new AppError(
        `You have seen ${PHONE_VIEWS_PER_DAY} phone numbers today. Send a message instead, or try again tomorrow.`,
        429,
        undefined,
        { "Retry-After": "3600" },
      );
    }
    const lead = await insertLead(
      tx,
      target,
      {
        userId: actor.id,
        name: `${actor.firstName} ${actor.lastName}`.trim(),
        phone: actor.phone,
        email: actor.email,
      },
      "",
      "phone",
      now,
    );
    return { phone: target.sellerPhone, threadId: lead.threadId, pending: lead.pending };
  });
  if (created.pending) await publishEvents([created.pending]);
  return { phone: showPhone(created.phone), threadId: created.threadId };
}
