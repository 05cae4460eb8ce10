import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { leads } from "@/lib/db/schema";
import { limiter } from "@/lib/rate-limit/limiter";
import { sendMessageSchema, type SendMessageInput } from "@/lib/validation/messages";
import { appendMessage } from "./append-message";
import { publishEvents } from "./bus";
import type { Participant } from "./participant";
import { loadThreadFor, threadLock } from "./thread-access";
import type { MessageView } from "./thread-events";

/**
 * Posts a message as the participant's side of the thread. Rules: only the thread's buyer or
 * seller (anyone else: 404, as if it did not exist; an admin reads only); not while the listing
 * is paused, sold or removed, nor to a buyer who blocked the seller (409 with the reason); at most
 * 20 a minute and 300 an hour per sender (429 + Retry-After). A seller's message marks the
 * thread's new leads contacted. Open streams of both sides get it at once.
 */
export async function sendMessage(
  p: Participant,
  input: SendMessageInput,
  now = new Date(),
): Promise<MessageView> {
  const { threadId, body } = sendMessageSchema.parse(input);
  const db = await getDb();
  const { thread, role } = await loadThreadFor(db, p, threadId);
  if (role === "admin") throw new AppError("Administrators cannot write in conversations.", 403);
  const lock = await threadLock(db, thread, role);
  if (lock.readOnly) throw new AppError(lock.note, 409);
  const who = `${role}:${p.userId ?? p.phone}`;
  await limiter("messageSend").consume(who);
  await limiter("messageSendHour").consume(who);

  const { message, pending } = await db.transaction(async (tx) => {
    const posted = await appendMessage(tx, thread, role, body, { now });
    if (role === "seller") {
      await tx
        .update(leads)
        .set({ status: "contacted", seenAt: now, updatedAt: now })
        .where(and(eq(leads.threadId, thread.id), eq(leads.status, "new")));
    }
    return posted;
  });
  await publishEvents([pending]);
  return message;
}
