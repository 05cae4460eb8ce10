import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { brokerRequests, contactRequests } from "@/lib/db/schema";
import { CITIES } from "@/lib/geo/cities";
import { reraAuthorityFor } from "./datasets/rera-authorities";
import { rngFor } from "./prng";
import { seedLeads } from "./seed-leads";
import { seedNotifications } from "./seed-notifications";
import type { SeedPeople, SeedPerson } from "./seed-users";

const DAY = 86_400_000;

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
