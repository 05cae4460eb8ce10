import "server-only";
import { and, count, eq, gt, isNull, min, or, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import { AppError, NotFoundError, UnauthorizedError } from "@/lib/auth/errors";
import { getDb, type Db } from "@/lib/db/client";
import { RateLimitedError } from "@/lib/rate-limit/errors";
import { limiter } from "@/lib/rate-limit/limiter";
import { leads, notifications, projects, properties, sellerProfiles, users } from "@/lib/db/schema";
import type { PendingEvent } from "@/lib/messages/append-message";
import { publishEvents } from "@/lib/messages/bus";
import { openThreadForLead } from "@/lib/messages/open-thread";
import { AGENT_PROFILE } from "@/lib/notifications/notice-words";
import {
  DUPLICATE_ENQUIRY_MESSAGES,
  ENQUIRY_DAILY_LIMIT,
  ENQUIRY_DEDUPE_HOURS,
  enquirySchema,
  type Enquiry,
  type EnquiryInput,
  type EnquiryTarget,
} from "@/lib/validation/lead";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const DAY_MS = 24 * 3_600_000;
/** A transaction or the database itself: both read the same way. */
type Reader = Tx | Db;

export type ResolvedTarget = {
  sellerId: number;
  sellerPhone: string;
  label: string;
  /** What both sides of the conversation call it: the listing, the project, the agent. */
  subject: string;
  propertyId: number | null;
  projectId: number | null;
};

const UNAVAILABLE: Record<EnquiryTarget, string> = {
  property: "This property is no longer available for enquiries.",
  project: "This project is no longer available for enquiries.",
  broker: "This agent is not available for enquiries.",
};

export async function resolveTarget(
  tx: Reader,
  type: EnquiryTarget,
  id: number,
): Promise<ResolvedTarget | null> {
  if (type === "property") {
    const [row] = await tx
      .select({
        sellerId: properties.sellerId,
        sellerPhone: users.phone,
        title: properties.title,
        expiresAt: properties.expiresAt,
      })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.sellerId))
      .where(
        and(eq(properties.id, id), eq(properties.status, "active"), eq(users.status, "active")),
      )
      .limit(1);
    if (!row || (row.expiresAt && row.expiresAt.getTime() < Date.now())) return null;
    return {
      sellerId: row.sellerId,
      sellerPhone: row.sellerPhone,
      label: row.title,
      subject: row.title,
      propertyId: id,
      projectId: null,
    };
  }
  if (type === "project") {
    const [row] = await tx
      .select({ sellerId: projects.builderId, sellerPhone: users.phone, name: projects.name })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.builderId))
      .where(and(eq(projects.id, id), eq(projects.status, "active"), eq(users.status, "active")))
      .limit(1);
    return row
      ? {
          sellerId: row.sellerId,
          sellerPhone: row.sellerPhone,
          label: row.name,
          subject: row.name,
          propertyId: null,
          projectId: id,
        }
      : null;
  }
  const [row] = await tx
    .select({
      id: users.id,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .innerJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
    .where(
      and(
        eq(users.id, id),
        eq(users.status, "active"),
        eq(sellerProfiles.kind, "agent"),
        eq(sellerProfiles.verified, true),
      ),
    )
    .limit(1);
  return row
    ? {
        sellerId: row.id,
        sellerPhone: row.phone,
        label: AGENT_PROFILE,
        subject: `Agent ${row.firstName} ${row.lastName}`.trim(),
        propertyId: null,
        projectId: null,
      }
    : null;
}

/** Lead rows for this phone and target inside the dedupe window. */
function sameTarget(target: ResolvedTarget) {
  if (target.propertyId) return eq(leads.propertyId, target.propertyId);
  if (target.projectId) return eq(leads.projectId, target.projectId);
  return and(
    eq(leads.sellerId, target.sellerId),
    isNull(leads.propertyId),
    isNull(leads.projectId),
  );
}

export type CreatedLead = { leadId: number; sellerId: number; threadId: number };

/** Who the seller will call back: an account, or a guest whose phone passed an OTP. */
export type LeadSender = {
  userId: number | null;
  name: string;
  /** E.164, verified (the account's phone, or the guest's just-checked OTP). */
  phone: string;
  email: string | null;
};

/**
 * An active listing, active project or verified agent the enquiry can go to, or a 404 with a
 * message naming what is gone. Guests get this answer before an OTP is spent on the enquiry.
 */
export async function assertEnquiryTarget(enquiry: Enquiry): Promise<void> {
  const db = await getDb();
  const target = await resolveTarget(db, enquiry.targetType, enquiry.targetId);
  if (!target) throw new NotFoundError(UNAVAILABLE[enquiry.targetType]);
}

/**
 * Writes the lead for a sender whose identity is settled (signed in, or OTP checked). Rules:
 * only active listings / projects / verified agents; never your own listing; one enquiry per
 * target per 48 hours for this phone and for this account; at most {@link ENQUIRY_DAILY_LIMIT}
 * a day per phone. Counts the enquiry on the listing and notifies the seller, all in one
 * transaction.
 */
export async function recordLead(
  sender: LeadSender,
  enquiry: Enquiry,
  now = new Date(),
): Promise<CreatedLead> {
  const db = await getDb();

  const created = await db.transaction(async (tx) => {
    // Serialises concurrent enquiries from one phone (and one account), so the 48-hour rule
    // cannot be raced. Always phone first, then account: no lock-order cycles.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${sender.phone}`}))`);
    if (sender.userId) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:u${sender.userId}`}))`);
    }

    const target = await resolveTarget(tx, enquiry.targetType, enquiry.targetId);
    if (!target) throw new NotFoundError(UNAVAILABLE[enquiry.targetType]);
    if (target.sellerId === sender.userId || target.sellerPhone === sender.phone) {
      throw new AppError("You cannot send an enquiry for your own listing.", 400);
    }

    const windowStart = new Date(now.getTime() - ENQUIRY_DEDUPE_HOURS * 3_600_000);
    const samePerson = sender.userId
      ? or(eq(leads.phone, sender.phone), eq(leads.userId, sender.userId))
      : eq(leads.phone, sender.phone);
    const [dupe] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(
          samePerson,
          sameTarget(target),
          eq(leads.source, "form"),
          gt(leads.createdAt, windowStart),
        ),
      )
      .limit(1);
    if (dupe) throw new AppError(DUPLICATE_ENQUIRY_MESSAGES[enquiry.targetType], 409);

    const dayStart = new Date(now.getTime() - DAY_MS);
    const [{ n, oldest }] = await tx
      .select({ n: count(), oldest: min(leads.createdAt) })
      .from(leads)
      .where(
        and(eq(leads.phone, sender.phone), eq(leads.source, "form"), gt(leads.createdAt, dayStart)),
      );
    if (Number(n) >= ENQUIRY_DAILY_LIMIT) {
      // Retry-After: when the day's oldest enquiry leaves the 24-hour window.
      const freedAt = (oldest ? new Date(oldest).getTime() : now.getTime()) + DAY_MS;
      throw new RateLimitedError(
        Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)),
        "You have sent too many enquiries today. Please try again tomorrow.",
      );
    }

    return insertLead(tx, target, sender, enquiry.message, "form", now);
  });
  await publishEvents([created.pending]);
  return { leadId: created.leadId, sellerId: created.sellerId, threadId: created.threadId };
}

/**
 * Inside the caller's transaction: the lead row, the listing's enquiry count, the seller's bell
 * notification, and the conversation it opens or continues (lib/messages/open-thread.ts).
 */
export async function insertLead(
  tx: Tx,
  target: ResolvedTarget,
  sender: LeadSender,
  message: string,
  source: "form" | "phone",
  now: Date,
): Promise<CreatedLead & { pending: PendingEvent }> {
  const [lead] = await tx
    .insert(leads)
    .values({
      sellerId: target.sellerId,
      propertyId: target.propertyId,
      projectId: target.projectId,
      userId: sender.userId,
      name: sender.name,
      phone: sender.phone,
      email: sender.email,
      message,
      source,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: leads.id });

  if (target.propertyId) {
    await tx
      .update(properties)
      .set({ enquiries: sql`${properties.enquiries} + 1` })
      .where(eq(properties.id, target.propertyId));
  }

  const { threadId, pending } = await openThreadForLead(
    tx,
    {
      leadId: lead.id,
      sellerId: target.sellerId,
      buyerId: sender.userId,
      buyerPhone: sender.phone,
      buyerName: sender.name,
      buyerEmail: sender.email,
      propertyId: target.propertyId,
      projectId: target.projectId,
      subject: target.subject,
      message,
      source,
    },
    now,
  );

  const excerpt = message.length > 140 ? `${message.slice(0, 137)}…` : message;
  await tx.insert(notifications).values({
    userId: target.sellerId,
    kind: "lead",
    title:
      source === "phone"
        ? `${sender.name} viewed your number for ${target.label}`
        : `New enquiry for ${target.label}`,
    body:
      source === "phone"
        ? `${sender.name} may call you about ${target.label}.`
        : `${sender.name} sent an enquiry${excerpt ? `: “${excerpt}”` : "."}`,
    link: `/saller/queries/${threadId}`,
    createdAt: now,
  });

  return { leadId: lead.id, sellerId: target.sellerId, threadId, pending };
}

/**
 * Sends an enquiry from the signed-in account to the seller of a listing, a project's builder or
 * an agent, with the account's name and verified phone (rules: {@link recordLead}). Guests go
 * through lib/leads/guest-enquiry.ts (name + phone + OTP).
 */
export async function createLead(
  actor: Actor | null,
  input: EnquiryInput,
  now = new Date(),
  ctx?: { ip: string },
): Promise<CreatedLead> {
  if (!actor) throw new UnauthorizedError("Please log in to send an enquiry.");
  const enquiry = enquirySchema.parse(input);
  if (ctx) await limiter("enquiryIp").consume(ctx.ip);
  return recordLead(
    {
      userId: actor.id,
      name: `${actor.firstName} ${actor.lastName}`.trim(),
      phone: actor.phone,
      email: actor.email,
    },
    enquiry,
    now,
  );
}
