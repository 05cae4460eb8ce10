import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { refreshInsights } from "@/lib/insights/refresh-insights";
import { seedTrust } from "./seed-trust";
import { ensureSeedImagePool } from "@/lib/media/seed-image-pool";
import type { SellerKind } from "@/lib/validation/property-enums";
import {
  buildBuyerSpecs,
  buildSellerSpecs,
  companyNames,
  createPhoneSource,
  SELLER_COUNTS,
} from "./people-factory";
import { buildProjectSpecs, builderHomeCities } from "./project-factory";
import type { ListingContext, SeedProjectRef } from "./listing-choices";
import { seedActivity } from "./seed-activity";
import { seedBilling } from "./seed-billing";
import { seedModerationListings } from "./seed-moderation";
import { seedPlaces, type SeedCity } from "./seed-places";
import { seedPriceHistory } from "./seed-price-history";
import { seedReviews } from "./seed-reviews";
import { seedProjects } from "./seed-projects";
import { seedProperties } from "./seed-properties";
import { seedUsers, type SeedPeople, type SeedSeller } from "./seed-users";

export type SeedOptions = {
  /** How many seeded active listings there should be (a top-up target, not an increment). */
  properties: number;
  log?: (message: string) => void;
  /** Where the generated photos go; default UPLOAD_DIR. */
  uploadDir?: string;
  /** Write the photo files (default true); tests that only check rows turn it off. */
  generatePhotos?: boolean;
  /** 24 months of dated listings for the price trends: every city (default), some, or none. */
  priceHistory?: boolean | readonly string[];
};

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  return Number(result.rows[0]?.n ?? 0) === 0;
}

function listingContext(
  places: SeedCity[],
  people: SeedPeople,
  projects: SeedProjectRef[],
  now: number,
): ListingContext {
  const live = people.sellers.filter((s) => s.status === "active");
  const sellersByKind: Record<SellerKind, SeedSeller[]> = {
    individual: [],
    agent: [],
    builder: [],
  };
  const sellersByCityKind = new Map<string, SeedSeller[]>();
  for (const seller of live) {
    sellersByKind[seller.kind].push(seller);
    const key = `${seller.citySlug}/${seller.kind}`;
    sellersByCityKind.set(key, [...(sellersByCityKind.get(key) ?? []), seller]);
  }
  const projectsByCity = new Map<number, SeedProjectRef[]>();
  for (const project of projects)
    projectsByCity.set(project.cityId, [...(projectsByCity.get(project.cityId) ?? []), project]);
  return {
    now,
    cities: places,
    citySlugs: new Map(places.map((p) => [p.record.slug, p])),
    cityWeights: places.map(
      (p) =>
        [
          p,
          p.record.popular ? 6 : p.record.slug === "indore" || p.record.slug === "bhopal" ? 4 : 1.2,
        ] as const,
    ),
    sellersByKind,
    sellersByCityKind,
    demoSeller: people.demoSeller,
    projectsByCity,
  };
}

/**
 * Loads the demo data. Repeatable: every row has a natural key (city and project slugs, e-mails,
 * plan names, order ids…) and rows that exist are left alone. Listings are topped up: after the
 * run there are at least `properties` seeded active-plan listings (a second run with the same
 * number adds none; a bigger number adds the difference). Photos are generated once into
 * `<uploadDir>/seed/`.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const now = started;
  const photos =
    options.generatePhotos === false
      ? Promise.resolve(0)
      : ensureSeedImagePool(options.uploadDir ?? env.UPLOAD_DIR, log);
  photos.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled

  const places = await seedPlaces(db);
  log(
    `seed: ${places.length} cities, ${places.reduce((n, c) => n + c.localities.length, 0)} localities`,
  );

  const builderNames = companyNames("builder", SELLER_COUNTS.builder);
  const builderCities = builderHomeCities(SELLER_COUNTS.builder);
  const phoneOf = createPhoneSource();
  const sellers = buildSellerSpecs(builderCities, phoneOf);
  const buyers = buildBuyerSpecs(phoneOf);
  const people = await seedUsers(db, { sellers, buyers }, log);

  const builders = people.sellers.filter((s) => s.kind === "builder");
  const projectSpecs = buildProjectSpecs(
    builders.length,
    builders.map((b) => b.companyName ?? builderNames[0]),
    new Date(now),
    builders.map((b) => b.citySlug),
  );
  const projects = await seedProjects(db, projectSpecs, builders, places, now, log);

  const ctx = listingContext(places, people, projects, now);
  await seedProperties(db, ctx, options.properties, log);
  await seedModerationListings(db, ctx, log);
  const history = options.priceHistory ?? true;
  if (history !== false)
    await seedPriceHistory(db, ctx, log, history === true ? undefined : history);
  await seedTrust(db, new Date(now), log);
  await seedBilling(db, people, now, log);
  await seedActivity(db, people, now, log);
  await seedReviews(db, places, people, now, log);
  const rollup = await refreshInsights(db, new Date(now));
  log(
    `seed: insights rollup: ${rollup.trendRows} price points, ${rollup.supplyRows} supply rows in ${rollup.millis} ms`,
  );
  const generated = await photos;
  log(
    `seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s (${generated} photos generated)`,
  );
}
