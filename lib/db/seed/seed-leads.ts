import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { leads, properties } from "@/lib/db/schema";
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
  return fresh.length;
}
