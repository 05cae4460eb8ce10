import "server-only";
import { count } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { localityReviews } from "@/lib/db/schema";
import { reviewBodyKey, type ReviewRelation } from "@/lib/validation/review";
import { rngFor } from "./prng";
import { KEY_CITY_SLUGS } from "./property-plan";
import type { SeedCity } from "./seed-places";
import type { SeedPeople } from "./seed-users";

const DAY = 86_400_000;

const OPENINGS: Record<ReviewRelation, readonly string[]> = {
  live: [
    "We have lived in {place} for four years with two school-going children.",
    "I moved to {place} after my job changed and have stayed since.",
    "Our family has rented a flat in {place} for three years now.",
  ],
  lived: [
    "I lived in {place} for six years before moving for work.",
    "We spent our first years of marriage in {place}.",
  ],
  visit: [
    "My parents live in {place}, so I visit most weekends.",
    "I work near {place} and visit it almost every day.",
  ],
};

const GOOD = [
  "The metro and buses are a short walk away, so commuting is easy.",
  "Markets, pharmacies and banks are all within walking distance.",
  "There are good schools and a large hospital nearby.",
  "Streets are well lit and it feels safe even late in the evening.",
  "Parks are clean and the society keeps the common areas tidy.",
  "Water supply is regular and power cuts are rare.",
];
const BAD = [
  "Traffic at peak hours can be very slow on the main road.",
  "Parking is hard to find for visitors.",
  "Some lanes flood for a few hours after heavy rain.",
  "Construction nearby makes it noisy and dusty at times.",
  "Rents and prices have gone up a lot in the last two years.",
];

/**
 * Published demo reviews for the key cities' first three localities (and two waiting for
 * moderation), from the seeded buyers; the demo buyer writes none. Skipped when reviews exist.
 */
export async function seedReviews(
  db: Db,
  places: SeedCity[],
  people: SeedPeople,
  now: number,
  log: (message: string) => void,
): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(localityReviews);
  if (n > 0) return 0;
  const writers = people.buyers.filter((b) => b.id !== people.demoUser.id);
  if (!writers.length) return 0;
  const rows: (typeof localityReviews.$inferInsert)[] = [];
  const keys = new Set<string>();
  let w = 0;
  for (const city of places.filter((c) =>
    (KEY_CITY_SLUGS as readonly string[]).includes(c.record.slug),
  )) {
    for (const [li, locality] of city.localities.slice(0, 3).entries()) {
      const rng = rngFor("reviews", locality.id);
      const howMany = rng.int(2, 4);
      for (let k = 0; k < howMany; k++) {
        const relation = rng.weighted<ReviewRelation>([
          ["live", 6],
          ["lived", 2],
          ["visit", 2],
        ]);
        const place = `${locality.record.name}, ${city.record.name}`;
        const body = [
          rng.pick(OPENINGS[relation]).replace("{place}", place),
          ...rng.sample(GOOD, 2),
          rng.pick(BAD),
        ].join(" ");
        const bodyKey = reviewBodyKey(body);
        if (keys.has(bodyKey)) continue;
        keys.add(bodyKey);
        const score = () =>
          rng.weighted([
            [3, 2],
            [4, 4],
            [5, 3],
            [2, 1],
          ]);
        const createdAt = new Date(now - rng.int(5, 300) * DAY);
        const pending = li === 0 && k === 0 && rows.length < 4 && city.record.slug === "mumbai";
        rows.push({
          localityId: locality.id,
          cityId: city.id,
          userId: writers[w++ % writers.length].id,
          relation,
          overall: score(),
          connectivity: score(),
          safety: score(),
          schools: score(),
          utilities: score(),
          cleanliness: score(),
          body,
          bodyKey,
          status: pending ? "pending" : "approved",
          helpful: pending ? 0 : rng.int(0, 12),
          decidedBy: pending ? null : people.adminId,
          decidedAt: pending ? null : new Date(createdAt.getTime() + DAY),
          createdAt,
          updatedAt: createdAt,
        });
      }
    }
  }
  // One writer reviews a locality once: drop repeats of the same (writer, locality).
  const seen = new Set<string>();
  const unique = rows.filter((r) => {
    const key = `${r.userId}/${r.localityId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (unique.length) await db.insert(localityReviews).values(unique);
  log(`seed: ${unique.length} locality reviews added`);
  return unique.length;
}
