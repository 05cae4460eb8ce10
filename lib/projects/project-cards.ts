import "server-only";
import { and, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { atBuild } from "@/lib/cache/build-snapshot";
import { tags } from "@/lib/cache/tags";
import { getDb, type Db } from "@/lib/db/client";
import { cities, projects, sellerProfiles, users } from "@/lib/db/schema";
import type { ProjectStage } from "@/lib/validation/property-enums";

export type { ProjectStage } from "@/lib/validation/property-enums";

/** What a project card shows. */
export type ProjectCard = {
  id: number;
  slug: string;
  name: string;
  cityName: string;
  localityName: string;
  stage: ProjectStage;
  minPrice: number | null;
  maxPrice: number | null;
  bhks: number[];
  coverUrl: string | null;
  possessionDate: string | null;
  reraNumber: string | null;
  builderName: string;
};

export async function selectProjectCards(
  db: Db,
  where: SQL | undefined,
  limit: number,
): Promise<ProjectCard[]> {
  const rows = await db
    .select({
      id: projects.id,
      slug: projects.slug,
      name: projects.name,
      cityName: projects.cityName,
      localityName: projects.localityName,
      stage: projects.stage,
      minPrice: projects.minPrice,
      maxPrice: projects.maxPrice,
      units: projects.units,
      coverUrl: projects.coverUrl,
      gallery: projects.gallery,
      possessionDate: projects.possessionDate,
      reraNumber: projects.reraNumber,
      companyName: sellerProfiles.companyName,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.builderId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, projects.builderId))
    .where(and(eq(projects.status, "active"), ne(users.status, "blocked"), where))
    .orderBy(
      desc(sql`coalesce(${projects.launchDate}, ${projects.createdAt}::date)`),
      desc(projects.id),
    )
    .limit(limit);
  return rows.map(({ units, gallery, companyName, firstName, lastName, coverUrl, ...row }) => ({
    ...row,
    coverUrl: coverUrl ?? gallery[0] ?? null,
    bhks: [...new Set(units.map((u) => u.bhk))].sort((a, b) => a - b),
    builderName: companyName ?? `${firstName} ${lastName}`.trim(),
  }));
}

/** Newest active projects, anywhere. */
export async function getNewProjects(limit = 6): Promise<ProjectCard[]> {
  "use cache";
  cacheTag(tags.projects);
  cacheLife("minutes");
  if (atBuild()) return [];
  return selectProjectCards(await getDb(), undefined, limit);
}

/** Newest active projects in a city (by slug). */
export async function loadCityProjects(
  citySlug: string,
  limit = 6,
  exceptId?: number,
): Promise<ProjectCard[]> {
  const db = await getDb();
  const cityId = db.select({ id: cities.id }).from(cities).where(eq(cities.slug, citySlug));
  return selectProjectCards(
    db,
    and(inArray(projects.cityId, cityId), exceptId ? ne(projects.id, exceptId) : undefined),
    limit,
  );
}

export async function getCityProjects(
  citySlug: string,
  limit = 6,
  exceptId?: number,
): Promise<ProjectCard[]> {
  "use cache";
  cacheTag(tags.projects, tags.cityProperties(citySlug));
  cacheLife("minutes");
  return loadCityProjects(citySlug, limit, exceptId);
}
