import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { leads, messages, properties, threads } from "@/lib/db/schema";
import { targetKey } from "@/lib/messages/open-thread";
import { rngFor } from "./prng";
import { SEEDED_SLUG_PATTERN } from "./property-factory";
import type { SeedPeople } from "./seed-users";

const DAY = 86_400_000;
const LEAD_MESSAGES = [
  "Hi, I am interested in this property. Is it still available?",
  "Please share the best price and a good time for a site visit.",
  "Is the price negotiable? I can visit this weekend.",
  "Looking for immediate possession, please call me after 6 pm.",
  "Can you share more photos and the floor plan on WhatsApp?",
  "Is a home loan available on this property? Which banks have approved it?",
];

/** What the seller answered on an enquiry marked contacted or closed. */
const SELLER_REPLIES = [
  "Thank you for your interest. Yes, it is available. I have called you to fix a visit.",
  "Hello, the price is slightly negotiable. When would you like to see it?",
  "Yes, it is available. Shall I share the floor plan and a few more photos here?",
  "Thanks for asking. A site visit this weekend works; please pick a time.",
];

type ListingRef = { id: number; sellerId: number; title: string };

async function leadTargets(db: Db, demoSellerId: number): Promise<ListingRef[]> {
  const pick = { id: properties.id, sellerId: properties.sellerId, title: properties.title };
  const demo = await db
    .select(pick)
    .from(properties)
    .where(and(eq(properties.sellerId, demoSellerId), eq(properties.status, "active")))
    .orderBy(properties.id)
    .limit(12);
  const others = await db
    .select(pick)
    .from(properties)
    .where(and(eq(properties.status, "active"), sql`${properties.slug} ~ ${SEEDED_SLUG_PATTERN}`))
    .orderBy(properties.id)
    .limit(400);
  return [...demo, ...others.filter((_, i) => i % 3 === 0)];
}

/** Enquiries on seeded listings, keyed by (buyer phone, listing): reruns add nothing. */
export async function seedLeads(db: Db, people: SeedPeople, now: number): Promise<number> {
  const targets = await leadTargets(db, people.demoSeller.id);
  const buyers = [people.demoUser, ...people.buyers];
  const rows = targets.flatMap((listing, i) => {
    const rng = rngFor("lead", listing.id);
    const count = listing.sellerId === people.demoSeller.id ? rng.int(1, 3) : rng.int(0, 2);
    return rng.sample(buyers, count).map((buyer, k) => {
      const createdAt = new Date(now - rng.int(0, 40) * DAY - rng.int(0, 86_399) * 1000);
      const status = rng.weighted([
        ["new", 5],
        ["contacted", 3],
        ["closed", 2],
      ] as const);
      return {
        sellerId: listing.sellerId,
        propertyId: listing.id,
        userId: buyer.id,
        name: `${buyer.firstName} ${buyer.lastName}`,
        phone: buyer.phone,
        email: buyer.email,
        message: LEAD_MESSAGES[(i + k) % LEAD_MESSAGES.length],
        status,
        note:
          status === "closed"
            ? rng.pick(["Visited, not interested.", "Deal done.", "Budget mismatch."])
            : status === "contacted"
              ? "Called, site visit planned."
              : null,
        seenAt:
          status === "new" && rng.chance(0.6) ? null : new Date(createdAt.getTime() + 3_600_000),
        createdAt,
        updatedAt: createdAt,
      };
    });
  });
  if (rows.length === 0) return 0;
  const existing = await db
    .select({ phone: leads.phone, propertyId: leads.propertyId })
    .from(leads)
    .where(inArray(leads.propertyId, [...new Set(rows.map((r) => r.propertyId))]));
  const have = new Set(existing.map((l) => `${l.phone}/${l.propertyId}`));
  const fresh = rows.filter((r) => !have.has(`${r.phone}/${r.propertyId}`));
  if (fresh.length > 0) await db.insert(leads).values(fresh);
  await seedLeadThreads(db);
  return fresh.length;
}

/**
 * Every seeded enquiry is a conversation, as one sent through the site is: the buyer's message,
 * and the seller's answer where the enquiry is marked contacted or closed. All already read, so
 * nothing is mailed, texted or counted unread. Enquiries that have a conversation are left alone.
 */
async function seedLeadThreads(db: Db): Promise<void> {
  const open = await db
    .select({
      id: leads.id,
      sellerId: leads.sellerId,
      userId: leads.userId,
      name: leads.name,
      phone: leads.phone,
      email: leads.email,
      propertyId: leads.propertyId,
      message: leads.message,
      status: leads.status,
      createdAt: leads.createdAt,
      title: properties.title,
    })
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .where(isNull(leads.threadId));
  if (open.length === 0) return;
  const HOUR = 3_600_000;
  const plans = open.map((lead) => {
    const asked = lead.createdAt;
    const answer =
      lead.status === "new" || !lead.message
        ? null
        : {
            body: SELLER_REPLIES[lead.id % SELLER_REPLIES.length],
            at: new Date(asked.getTime() + (1 + (lead.id % 6)) * HOUR),
          };
    const key = targetKey({ propertyId: lead.propertyId, projectId: null });
    return { lead, key, asked, answer };
  });
  const created = await db
    .insert(threads)
    .values(
      plans.map(({ lead, key, asked, answer }) => ({
        sellerId: lead.sellerId,
        buyerId: lead.userId,
        buyerPhone: lead.phone,
        buyerName: lead.name,
        buyerEmail: lead.email,
        propertyId: lead.propertyId,
        targetKey: key,
        subject: lead.title,
        createdAt: asked,
        lastMessageAt: answer?.at ?? asked,
        lastMessagePreview: answer?.body ?? lead.message,
        firstReplyAt: answer?.at ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: threads.id, buyerPhone: threads.buyerPhone, targetKey: threads.targetKey });
  const threadOf = new Map(created.map((t) => [`${t.buyerPhone}/${t.targetKey}`, t.id]));
  const linked = plans.flatMap((plan) => {
    const threadId = threadOf.get(`${plan.lead.phone}/${plan.key}`);
    return threadId ? [{ ...plan, threadId }] : [];
  });
  const rows = linked.flatMap(({ lead, threadId, asked, answer }) => {
    const seen = (at: Date) => new Date(at.getTime() + HOUR);
    return [
      {
        threadId,
        sender: "buyer" as const,
        body: lead.message,
        createdAt: asked,
        seenAt: seen(asked),
      },
      ...(answer
        ? [
            {
              threadId,
              sender: "seller" as const,
              body: answer.body,
              createdAt: answer.at,
              seenAt: seen(answer.at),
            },
          ]
        : []),
    ];
  });
  if (rows.length > 0) await db.insert(messages).values(rows);
  for (const { lead, threadId } of linked) {
    await db.update(leads).set({ threadId }).where(eq(leads.id, lead.id));
  }
}
