import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { smsOutbox } from "@/lib/db/schema";
import { devOutboxEnabled } from "@/lib/env";
import { NotFoundError } from "@/lib/auth/errors";
import { apiPhoneNumberSchema, toE164 } from "@/lib/validation/auth";

export type OutboxMessage = { phone: string; body: string; createdAt: string };

/**
 * The latest messages the console provider "sent" to a phone (dev and tests only): 404 unless
 * the outbox is enabled, checked before anything else is looked at.
 */
export async function readDevOutbox(rawPhone: string, limit = 10): Promise<OutboxMessage[]> {
  if (!devOutboxEnabled()) throw new NotFoundError();
  const phoneE164 = toE164(apiPhoneNumberSchema.parse(rawPhone));
  const db = await getDb();
  const rows = await db
    .select({ phone: smsOutbox.phone, body: smsOutbox.body, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phoneE164))
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
