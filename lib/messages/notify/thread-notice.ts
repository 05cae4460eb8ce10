import "server-only";
import { and, asc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { messages, threads, users } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email/send-email";
import { formatDateTime } from "@/lib/format/date";
import { getSmsProvider } from "@/lib/sms/get-sms-provider";
import { deliverOnce } from "./deliver-once";
import { threadNoticeEmail } from "./notice-text";
import { scheduleThreadNotice } from "./schedule";
import { buildSms, siteLink } from "./sms-templates";
import { getWhatsappProvider } from "./whatsapp-provider";

export function threadPath(threadId: number, to: "buyer" | "seller"): string {
  return to === "seller" ? `/saller/queries/${threadId}` : `/profile/messages/${threadId}`;
}

/**
 * The `messages.notice` job: tells `to` about the messages they have not seen since the last
 * notice — one e-mail for all of them (and an SMS / WhatsApp to a buyer who asked for texts).
 * Each channel goes out at most once per job (lib/messages/notify/deliver-once.ts). Messages
 * already seen on the site are left out; if none is left, nothing is sent.
 */
export async function runThreadNotice(
  db: Db,
  payload: { threadId: number; to: "buyer" | "seller" },
  jobId: number,
  now = new Date(),
): Promise<void> {
  const { threadId, to } = payload;
  const [thread] = await db
    .select({
      id: threads.id,
      sellerId: threads.sellerId,
      buyerId: threads.buyerId,
      buyerName: threads.buyerName,
      buyerEmail: threads.buyerEmail,
      buyerPhone: threads.buyerPhone,
      buyerSms: threads.buyerSms,
      subject: threads.subject,
      notifiedId: to === "buyer" ? threads.buyerNotifiedId : threads.sellerNotifiedId,
    })
    .from(threads)
    .where(eq(threads.id, threadId))
    .limit(1);
  if (!thread) return;

  const lines = await db
    .select({
      id: messages.id,
      sender: messages.sender,
      body: messages.body,
      at: messages.createdAt,
    })
    .from(messages)
    .where(
      and(
        eq(messages.threadId, threadId),
        gt(messages.id, thread.notifiedId),
        ne(messages.sender, to),
        isNull(messages.seenAt),
      ),
    )
    .orderBy(asc(messages.id))
    .limit(20);

  if (lines.length > 0) {
    const [seller] = await db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
      })
      .from(users)
      .where(eq(users.id, thread.sellerId))
      .limit(1);
    const [buyerAccount] = thread.buyerId
      ? await db
          .select({ firstName: users.firstName, email: users.email })
          .from(users)
          .where(eq(users.id, thread.buyerId))
          .limit(1)
      : [];
    const sellerName = seller ? `${seller.firstName} ${seller.lastName}`.trim() : "The seller";
    const recipient =
      to === "seller"
        ? { firstName: seller?.firstName ?? "", email: seller?.email ?? null }
        : {
            firstName: buyerAccount?.firstName ?? thread.buyerName.split(" ")[0],
            email: buyerAccount?.email ?? thread.buyerEmail,
          };
    const otherName = to === "seller" ? thread.buyerName : sellerName;
    const link = siteLink(threadPath(threadId, to));
    const [{ earlier }] = await db
      .select({ earlier: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(eq(messages.threadId, threadId), sql`${messages.id} < ${lines[0].id}`));

    if (recipient.email) {
      const email = threadNoticeEmail({
        firstName: recipient.firstName,
        subject: thread.subject,
        newEnquiry: to === "seller" && Number(earlier) === 0,
        otherName,
        lines: lines.map((l) => ({
          from:
            l.sender === "system"
              ? "LAND Acre"
              : l.sender === "buyer"
                ? thread.buyerName
                : sellerName,
          at: formatDateTime(l.at),
          body: l.body,
        })),
        link,
      });
      const address = recipient.email;
      await deliverOnce(db, `notice:${jobId}:email`, () => sendEmail({ to: address, ...email }));
    }
    if (to === "buyer" && thread.buyerSms) {
      const sms = buildSms("reply", thread.buyerPhone, {
        name: otherName,
        subject: thread.subject,
        link,
      });
      await deliverOnce(db, `notice:${jobId}:sms`, () => getSmsProvider().send(sms));
      await deliverOnce(db, `notice:${jobId}:whatsapp`, () =>
        getWhatsappProvider().send({ ...sms, template: "reply" }),
      );
    }
  }

  const upTo = lines.at(-1)?.id ?? thread.notifiedId;
  await db.transaction(async (tx) => {
    await tx
      .update(threads)
      .set(
        to === "buyer"
          ? {
              buyerMailDueAt: null,
              buyerNotifiedId: sql`greatest(${threads.buyerNotifiedId}, ${upTo})`,
              ...(lines.length ? { buyerMailedAt: now } : {}),
            }
          : {
              sellerMailDueAt: null,
              sellerNotifiedId: sql`greatest(${threads.sellerNotifiedId}, ${upTo})`,
              ...(lines.length ? { sellerMailedAt: now } : {}),
            },
      )
      .where(eq(threads.id, threadId));
    // A message that arrived while this notice was being sent gets the next one.
    const [later] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.threadId, threadId),
          gt(messages.id, upTo),
          ne(messages.sender, to),
          isNull(messages.seenAt),
        ),
      )
      .limit(1);
    if (later) await scheduleThreadNotice(tx, threadId, to, now);
  });
}
