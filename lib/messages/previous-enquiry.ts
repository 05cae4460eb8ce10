import "server-only";
import { and, desc, eq, or } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { leads, threads } from "@/lib/db/schema";
import { enquirySchema } from "@/lib/validation/lead";
import type { Participant } from "./participant";

export type PreviousEnquiry = { threadId: number; at: string };

/**
 * The participant's latest enquiry about this listing, project or agent, if any: the page then
 * says "You enquired on <date>" with a link to the conversation instead of the form.
 */
export async function previousEnquiry(
  p: Participant | null,
  raw: unknown,
): Promise<PreviousEnquiry | null> {
  if (!p) return null;
  const { targetType, targetId } = enquirySchema
    .pick({ targetType: true, targetId: true })
    .parse(raw);
  const target =
    targetType === "property"
      ? eq(threads.targetKey, `p:${targetId}`)
      : targetType === "project"
        ? eq(threads.targetKey, `j:${targetId}`)
        : and(eq(threads.targetKey, "a"), eq(threads.sellerId, targetId));
  const buyer =
    p.userId !== null
      ? or(eq(threads.buyerId, p.userId), eq(threads.buyerPhone, p.phone))
      : eq(threads.buyerPhone, p.phone);
  const db = await getDb();
  const [row] = await db
    .select({ threadId: threads.id, at: leads.createdAt })
    .from(threads)
    .innerJoin(leads, eq(leads.threadId, threads.id))
    .where(and(target, buyer, eq(leads.source, "form")))
    .orderBy(desc(leads.id))
    .limit(1);
  return row ? { threadId: row.threadId, at: row.at.toISOString() } : null;
}
