import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { messageDeliveries } from "@/lib/db/schema";

/**
 * Sends a notice at most once per key. The key is written as `sending` (committed) before the
 * provider is called and `sent` after. A known failure removes the mark, so the job's retry sends
 * again; a key found `sending` means a worker died mid-send and the provider may have delivered —
 * it is never sent a second time ("skipped").
 */
export async function deliverOnce(
  db: Db,
  key: string,
  send: () => Promise<void>,
): Promise<"sent" | "skipped"> {
  const claimed = await db
    .insert(messageDeliveries)
    .values({ key, status: "sending" })
    .onConflictDoNothing()
    .returning({ key: messageDeliveries.key });
  if (claimed.length === 0) return "skipped";
  try {
    await send();
  } catch (error) {
    await db
      .delete(messageDeliveries)
      .where(and(eq(messageDeliveries.key, key), eq(messageDeliveries.status, "sending")));
    throw error;
  }
  await db
    .update(messageDeliveries)
    .set({ status: "sent", sentAt: new Date() })
    .where(eq(messageDeliveries.key, key));
  return "sent";
}
