import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { threads } from "@/lib/db/schema";
import { enqueueJob } from "@/lib/jobs/queue";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** At most one e-mail per thread and recipient in this window; later messages are folded in. */
export const NOTICE_FOLD_MS = 10 * 60_000;
export const THREAD_NOTICE_JOB = "messages.notice";

/**
 * Makes sure one notice (e-mail, and SMS/WhatsApp when chosen) is on its way to `to` about a
 * thread: if one is already due, the new message folds into it; otherwise one is queued for now,
 * or for 10 minutes after the last one went out.
 */
export async function scheduleThreadNotice(
  tx: Tx,
  threadId: number,
  to: "buyer" | "seller",
  now = new Date(),
): Promise<void> {
  const [row] = await tx
    .select({
      buyerDue: threads.buyerMailDueAt,
      sellerDue: threads.sellerMailDueAt,
      buyerMailed: threads.buyerMailedAt,
      sellerMailed: threads.sellerMailedAt,
    })
    .from(threads)
    .where(eq(threads.id, threadId))
    .for("update");
  if (!row) return;
  const due = to === "buyer" ? row.buyerDue : row.sellerDue;
  if (due) return;
  const mailed = to === "buyer" ? row.buyerMailed : row.sellerMailed;
  const runAt = new Date(Math.max(now.getTime(), (mailed?.getTime() ?? 0) + NOTICE_FOLD_MS));
  await tx
    .update(threads)
    .set(to === "buyer" ? { buyerMailDueAt: runAt } : { sellerMailDueAt: runAt })
    .where(eq(threads.id, threadId));
  await enqueueJob(
    tx,
    THREAD_NOTICE_JOB,
    { threadId, to },
    { runAt, dedupeKey: `${THREAD_NOTICE_JOB}:${threadId}:${to}:${runAt.toISOString()}` },
  );
}
