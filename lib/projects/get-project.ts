import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { cities, projects, sellerProfiles, users } from "@/lib/db/schema";

/** Statuses whose page is public: live projects, and sold-out ones (shown with a ribbon). */
export const PUBLIC_PROJECT_STATUSES = ["active", "sold"] as const;

export type PublicBuilder = {
  id: number;
  name: string;
  companyName: string | null;
  verified: boolean;
  photoUrl: string | null;
  about: string | null;
};

type ProjectRow = Omit<typeof projects.$inferSelect, "rejectionReason">;

export type PublicProject = Omit<ProjectRow, "status"> & {
  status: (typeof PUBLIC_PROJECT_STATUSES)[number];
  citySlug: string;
  builder: PublicBuilder;
};

/** A project as its public page shows it, or null when there is no public page for it. */
export async function loadPublicProject(id: number): Promise<PublicProject | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      project: projects,
      citySlug: cities.slug,
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        avatarUrl: users.avatarUrl,
        status: users.status,
      },
      profile: {
        companyName: sellerProfiles.companyName,
        verified: sellerProfiles.verified,
        logoUrl: sellerProfiles.logoUrl,
        about: sellerProfiles.about,
      },
    })
    .from(projects)
    .innerJoin(cities, eq(cities.id, projects.cityId))
    .innerJoin(users, eq(users.id, projects.builderId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, projects.builderId))
    .where(and(eq(projects.id, id), inArray(projects.status, [...PUBLIC_PROJECT_STATUSES])))
    .limit(1);
  if (!row || row.user.status === "blocked") return null;
  const { rejectionReason: _rr, ...project } = row.project;
  return {
    ...project,
    status: project.status as PublicProject["status"],
    citySlug: row.citySlug,
    builder: {
      id: row.user.id,
      name: `${row.user.firstName} ${row.user.lastName}`.trim(),
      companyName: row.profile?.companyName ?? null,
      verified: row.profile?.verified ?? false,
      photoUrl: row.profile?.logoUrl ?? row.user.avatarUrl ?? null,
      about: row.profile?.about ?? null,
    },
  };
}

export async function getPublicProject(id: number): Promise<PublicProject | null> {
  "use cache";
  cacheTag(tags.project(id), tags.projects);
  cacheLife("minutes");
  return loadPublicProject(id);
}
