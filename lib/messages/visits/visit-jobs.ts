import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { projects, properties, siteVisits, threads, users } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email/send-email";
import { getSmsProvider } from "@/lib/sms/get-sms-provider";
import type { VisitWindow } from "@/lib/validation/visits";
import { VISIT_WINDOWS } from "@/lib/validation/visits";
import { deliverOnce } from "../notify/deliver-once";
import { buildSms, siteLink } from "../notify/sms-templates";
import { threadPath } from "../notify/thread-notice";
import { visitIcs } from "./ics";
import { istInstant, slotLabel } from "./visit-time";

export const VISIT_CONFIRMED_JOB = "messages.visit-confirmed";
export const VISIT_REMINDER_JOB = "messages.visit-reminder";
export const VISIT_CANCELLED_JOB = "messages.visit-cancelled";

type Side = {
  role: "buyer" | "seller";
  firstName: string;
  email: string | null;
  phone: string;
  texts: boolean;
};

async function loadVisit(db: Db, visitId: number) {
  const [row] = await db
    .select({
      visit: siteVisits,
      thread: threads,
      sellerFirst: users.firstName,
      sellerLast: users.lastName,
      sellerEmail: users.email,
      sellerPhone: users.phone,
    })
    .from(siteVisits)
    .innerJoin(threads, eq(threads.id, siteVisits.threadId))
    .innerJoin(users, eq(users.id, threads.sellerId))
    .where(eq(siteVisits.id, visitId))
    .limit(1);
  if (!row || !row.visit.visitDate || !row.visit.visitWindow) return null;
  const { thread } = row;
  const [buyer] = thread.buyerId
    ? await db
        .select({ firstName: users.firstName, email: users.email })
        .from(users)
        .where(eq(users.id, thread.buyerId))
        .limit(1)
    : [];
  let location = "";
  if (thread.propertyId) {
    const [p] = await db
      .select({
        address: properties.address,
        locality: properties.localityName,
        city: properties.cityName,
      })
      .from(properties)
      .where(eq(properties.id, thread.propertyId))
      .limit(1);
    location = p ? [p.address, p.locality, p.city].filter(Boolean).join(", ") : "";
  } else if (thread.projectId) {
    const [j] = await db
      .select({ locality: projects.localityName, city: projects.cityName })
      .from(projects)
      .where(eq(projects.id, thread.projectId))
      .limit(1);
    location = j ? [j.locality, j.city].filter(Boolean).join(", ") : "";
  }
  const sides: Side[] = [
    {
      role: "seller",
      firstName: row.sellerFirst,
      email: row.sellerEmail,
      phone: row.sellerPhone,
      texts: true,
    },
    {
      role: "buyer",
      firstName: buyer?.firstName ?? thread.buyerName.split(" ")[0],
      email: buyer?.email ?? thread.buyerEmail,
      phone: thread.buyerPhone,
      texts: thread.buyerSms,
    },
  ];
  const window = row.visit.visitWindow as VisitWindow;
  const slot = { date: row.visit.visitDate, window };
  return {
    visit: row.visit,
    thread,
    sides,
    sellerName: `${row.sellerFirst} ${row.sellerLast}`.trim(),
    location,
    when: slotLabel(slot),
    start: istInstant(slot.date, VISIT_WINDOWS[window].start),
    end: istInstant(slot.date, VISIT_WINDOWS[window].end),
  };
}

type Kind = "confirmed" | "reminder" | "cancelled";

const SUBJECTS: Record<Kind, (subject: string) => string> = {
  confirmed: (s) => `Site visit confirmed: ${s}`,
  reminder: (s) => `Reminder: site visit tomorrow, ${s}`,
  cancelled: (s) => `Site visit cancelled: ${s}`,
};

/** E-mails (with the .ics) and texts both sides about a visit, each at most once. */
async function tellBoth(
  db: Db,
  visitId: number,
  kind: Kind,
  by?: "buyer" | "seller",
): Promise<void> {
  const v = await loadVisit(db, visitId);
  if (!v) return;
  if (kind === "reminder" && v.visit.status !== "confirmed") return;
  for (const side of v.sides) {
    if (kind === "cancelled" && side.role === by) continue;
    const other = side.role === "buyer" ? v.sellerName : v.thread.buyerName;
    const link = siteLink(threadPath(v.thread.id, side.role));
    const ics = visitIcs({
      visitId,
      start: v.start,
      end: v.end,
      summary: `Site visit: ${v.thread.subject}`,
      description: `Site visit with ${other}, arranged on LAND Acre. Conversation: ${link}`,
      location: v.location,
      url: link,
      cancelled: kind === "cancelled",
    });
    const line =
      kind === "cancelled"
        ? `${other} cancelled the site visit for ${v.thread.subject} on ${v.when}.`
        : kind === "reminder"
          ? `Your site visit for ${v.thread.subject} is tomorrow, ${v.when}, with ${other}.`
          : `Your site visit for ${v.thread.subject} is booked for ${v.when}, with ${other}.`;
    if (side.email) {
      const email = side.email;
      await deliverOnce(db, `visit:${visitId}:${kind}:${side.role}:email`, () =>
        sendEmail({
          to: email,
          subject: SUBJECTS[kind](v.thread.subject),
          text: `Hello ${side.firstName},\n\n${line}\n${v.location ? `Where: ${v.location}\n` : ""}\nConversation: ${link}\n\nThe calendar file (visit.ics) is attached.`,
          html: `<p>Hello ${escape(side.firstName)},</p><p>${escape(line)}</p>${v.location ? `<p>Where: ${escape(v.location)}</p>` : ""}<p><a href="${escape(link)}">Open the conversation</a></p>`,
          attachments: [
            { filename: "visit.ics", contentType: "text/calendar; charset=utf-8", content: ics },
          ],
        }),
      );
    }
    if (side.texts) {
      const template =
        kind === "confirmed" ? "visit" : kind === "reminder" ? "visitReminder" : "visitCancelled";
      const sms = buildSms(template, side.phone, { subject: v.thread.subject, when: v.when, link });
      await deliverOnce(db, `visit:${visitId}:${kind}:${side.role}:sms`, () =>
        getSmsProvider().send(sms),
      );
    }
  }
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

export const runVisitConfirmed = (db: Db, p: { visitId: number }) =>
  tellBoth(db, p.visitId, "confirmed");
export const runVisitReminder = (db: Db, p: { visitId: number }) =>
  tellBoth(db, p.visitId, "reminder");
export const runVisitCancelled = (db: Db, p: { visitId: number; by: "buyer" | "seller" }) =>
  tellBoth(db, p.visitId, "cancelled", p.by);
