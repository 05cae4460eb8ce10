import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { projects } from "@/lib/db/schema";
import { SEED_POOL_SIZE } from "@/lib/media/seed-scenes/seed-scene";
import type { ProjectSpec } from "./project-factory";
import type { SeedProjectRef } from "./listing-choices";
import { rngFor } from "./prng";
import type { SeedCity } from "./seed-places";
import { projectImages } from "./seed-media";
import type { SeedSeller } from "./seed-users";

const DAY = 86_400_000;

/** Inserts the projects whose slug is new; returns every seeded project. */
export async function seedProjects(
  db: Db,
  specs: readonly ProjectSpec[],
  builders: readonly SeedSeller[],
  places: readonly SeedCity[],
  now: number,
  log: (message: string) => void,
): Promise<SeedProjectRef[]> {
  const slugs = specs.map((s) => s.slug);
  const existing = new Set(
    (
      await db.select({ slug: projects.slug }).from(projects).where(inArray(projects.slug, slugs))
    ).map((r) => r.slug),
  );
  const citiesBySlug = new Map(places.map((p) => [p.record.slug, p]));
  const fresh = specs.filter((s) => !existing.has(s.slug) && builders.length > 0);
  if (fresh.length > 0) {
    await db.insert(projects).values(
      fresh.map((s) => {
        const city = citiesBySlug.get(s.city.slug)!;
        const locality = city.localities[s.localityIndex];
        const rng = rngFor("project-images", s.index);
        const category = s.villas ? "house" : "apartment";
        const images = projectImages(
          category,
          rng.sample([...Array(SEED_POOL_SIZE[category]).keys()], 5),
        );
        const createdAt = new Date(now - s.ageDays * DAY);
        return {
          builderId: builders[s.builderIndex % builders.length].id,
          slug: s.slug,
          name: s.name,
          description: s.description,
          cityId: city.id,
          localityId: locality.id,
          cityName: city.record.name,
          localityName: locality.record.name,
          state: city.record.state,
          // Street level only: the page adds the locality, city and state.
          address: `Survey No. ${rngFor("project-address", s.index).int(11, 480)}`,
          lat: Math.round((locality.record.lat + rng.float(-0.005, 0.005)) * 1e5) / 1e5,
          lon: Math.round((locality.record.lon + rng.float(-0.005, 0.005)) * 1e5) / 1e5,
          reraNumber: s.reraNumber,
          reraState: s.reraState,
          reraWebsite: s.reraWebsite,
          stage: s.stage,
          status: "active" as const,
          launchDate: s.launchDate,
          possessionDate: s.possessionDate,
          minPrice: s.minPrice,
          maxPrice: s.maxPrice,
          units: s.units,
          totalUnits: s.totalUnits,
          landAreaAcres: s.landAreaAcres,
          towers: s.towers,
          amenities: s.amenities,
          coverUrl: images.coverUrl,
          gallery: images.gallery,
          featuredUntil: s.featuredDays ? new Date(now + s.featuredDays * DAY) : null,
          views: s.views,
          approvedAt: new Date(createdAt.getTime() + DAY),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
  }
  log(`seed: projects: ${fresh.length} added, ${existing.size} already there`);
  const rows = await db
    .select({
      id: projects.id,
      cityId: projects.cityId,
      builderId: projects.builderId,
      reraNumber: projects.reraNumber,
      stage: projects.stage,
      possessionDate: projects.possessionDate,
    })
    .from(projects)
    .where(inArray(projects.slug, slugs));
  return rows.map((r) => ({ ...r, possessionDate: r.possessionDate ?? "" }));
}
