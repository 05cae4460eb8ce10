import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { brokerRequests, contactRequests, leads, notifications, properties } from "@/lib/db/schema";
import { CITIES } from "@/lib/geo/cities";
import { reraAuthorityFor } from "./data/rera-authorities";
import { rngFor } from "./prng";
import { SEEDED_SLUG_PATTERN } from "./property-factory";
import type { SeedPeople, SeedPerson } from "./seed-users";

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
async function seedLeads(db: Db, people: SeedPeople, now: number): Promise<number> {
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

async function seedNotifications(db: Db, people: SeedPeople, now: number): Promise<number> {
  const items: {
    user: number;
    kind: string;
    title: string;
    body: string;
    link: string | null;
    read: boolean;
    ago: number;
  }[] = [
    {
      user: people.demoUser.id,
      kind: "welcome",
      title: "Welcome to LAND Acre",
      body: "Save searches and shortlist homes to get alerts.",
      link: "/search",
      read: true,
      ago: 30,
    },
    {
      user: people.demoUser.id,
      kind: "lead_sent",
      title: "Your enquiry was sent",
      body: "The seller will contact you soon.",
      link: null,
      read: false,
      ago: 2,
    },
    {
      user: people.demoUser.id,
      kind: "price_drop",
      title: "Price dropped on a flat you viewed",
      body: "A 2 BHK in Vijay Nagar, Indore is now ₹2 L cheaper.",
      link: null,
      read: false,
      ago: 1,
    },
    {
      user: people.demoSeller.id,
      kind: "lead",
      title: "New enquiry on your listing",
      body: "A buyer asked about your 2 BHK flat in Vijay Nagar.",
      link: "/saller/queries/manage",
      read: false,
      ago: 1,
    },
    {
      user: people.demoSeller.id,
      kind: "listing_approved",
      title: "Your listing is live",
      body: "Your listing was approved and is visible to buyers.",
      link: "/saller/properties",
      read: true,
      ago: 8,
    },
    {
      user: people.demoSeller.id,
      kind: "listing_rejected",
      title: "A listing needs changes",
      body: "Photos do not show the property; please upload real photos.",
      link: "/saller/properties",
      read: false,
      ago: 4,
    },
    {
      user: people.demoSeller.id,
      kind: "subscription",
      title: "Your Monthly plan renews in 20 days",
      body: "Renew to keep your listings live.",
      link: "/saller/dashboard",
      read: false,
      ago: 0,
    },
  ];
  if (people.adminId) {
    items.push(
      {
        user: people.adminId,
        kind: "broker_request",
        title: "New broker verification request",
        body: "An agent sent a RERA number for verification.",
        link: "/admin/brokers/requests",
        read: false,
        ago: 1,
      },
      {
        user: people.adminId,
        kind: "moderation",
        title: "Listings waiting for review",
        body: "New listings are pending approval.",
        link: "/admin/properties/all",
        read: false,
        ago: 0,
      },
    );
  }
  const existing = await db
    .select({ userId: notifications.userId, title: notifications.title })
    .from(notifications)
    .where(inArray(notifications.userId, [...new Set(items.map((i) => i.user))]));
  const have = new Set(existing.map((n) => `${n.userId}/${n.title}`));
  const fresh = items.filter((i) => !have.has(`${i.user}/${i.title}`));
  if (fresh.length > 0) {
    await db.insert(notifications).values(
      fresh.map((i) => {
        const createdAt = new Date(now - i.ago * DAY - 3_600_000);
        return {
          userId: i.user,
          kind: i.kind,
          title: i.title,
          body: i.body,
          link: i.link,
          readAt: i.read ? createdAt : null,
          createdAt,
        };
      }),
    );
  }
  return fresh.length;
}

/** Unverified agents who sent their RERA number: most pending, one rejected. */
async function seedBrokerRequests(db: Db, people: SeedPeople, now: number): Promise<number> {
  const agents = people.sellers.filter((s) => s.requestsVerification);
  if (agents.length === 0) return 0;
  const existing = new Set(
    (
      await db
        .select({ id: brokerRequests.sellerId })
        .from(brokerRequests)
        .where(
          inArray(
            brokerRequests.sellerId,
            agents.map((a) => a.id),
          ),
        )
    ).map((r) => r.id),
  );
  const rows = agents
    .filter((a) => !existing.has(a.id))
    .map((agent, i) => {
      const rng = rngFor("broker-request", agent.id);
      const city = CITIES.find((c) => c.slug === agent.citySlug)!;
      const authority = reraAuthorityFor(city.state)!;
      const rejected = i === 0;
      const createdAt = new Date(now - rng.int(1, 20) * DAY);
      return {
        sellerId: agent.id,
        reraNumber: authority.agentNumber(rng, city.name, rng.int(2019, 2024)),
        reraState: authority.state,
        status: rejected ? "rejected" : "pending",
        reason: rejected ? "The RERA number does not match the name on the certificate." : null,
        decidedBy: rejected ? people.adminId : null,
        decidedAt: rejected ? new Date(createdAt.getTime() + DAY) : null,
        createdAt,
      };
    });
  if (rows.length > 0) await db.insert(brokerRequests).values(rows);
  return rows.length;
}

async function seedContactRequests(db: Db, buyers: SeedPerson[], now: number): Promise<number> {
  const kinds = [
    ["contact", null, "I want to know how to get my listing verified."],
    ["service", "valuation", "Need a valuation for a 3 BHK flat before selling."],
    ["service", "legal", "Please check the title documents of a plot I am buying."],
    ["service", "mortgage", "Looking for a home loan of ₹40 L, salaried."],
    ["service", "interior-decorators", "Interior work for a new 2 BHK."],
    ["advice", null, "Should I buy a ready flat or an under-construction one?"],
    ["service", "vaastu", "Vaastu consultation for a new house plan."],
    ["contact", null, "A listing in my area shows my phone number by mistake."],
  ] as const;
  const rows = kinds.map(([kind, service, message], i) => {
    const buyer = buyers[i % buyers.length];
    const city = CITIES[(i * 7) % CITIES.length];
    return {
      kind,
      service,
      message,
      name: `${buyer.firstName} ${buyer.lastName}`,
      email: buyer.email,
      phone: buyer.phone,
      city: city.name,
      status: (i % 3 === 0 ? "closed" : i % 3 === 1 ? "in_progress" : "new") as
        "closed" | "in_progress" | "new",
      userId: buyer.id,
      createdAt: new Date(now - (i + 1) * 2 * DAY),
    };
  });
  const existing = await db
    .select({ email: contactRequests.email, message: contactRequests.message })
    .from(contactRequests)
    .where(
      inArray(
        contactRequests.email,
        rows.map((r) => r.email),
      ),
    );
  const have = new Set(existing.map((r) => `${r.email}/${r.message}`));
  const fresh = rows.filter((r) => !have.has(`${r.email}/${r.message}`));
  if (fresh.length > 0) await db.insert(contactRequests).values(fresh);
  return fresh.length;
}

/** Leads, notifications, broker requests and contact requests. */
export async function seedActivity(
  db: Db,
  people: SeedPeople,
  now: number,
  log: (message: string) => void,
): Promise<void> {
  const added = {
    leads: await seedLeads(db, people, now),
    notifications: await seedNotifications(db, people, now),
    brokerRequests: await seedBrokerRequests(db, people, now),
    contactRequests: await seedContactRequests(db, people.buyers, now),
  };
  log(
    `seed: activity added: ${Object.entries(added)
      .map(([k, v]) => `${v} ${k}`)
      .join(", ")}`,
  );
}
