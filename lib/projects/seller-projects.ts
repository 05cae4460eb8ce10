import "server-only";
import { and, desc, eq, ne } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { cities, projects } from "@/lib/db/schema";
import { expireProject } from "@/lib/cache/expire-tags";
import type { ProjectFormInput, ProjectStage } from "@/lib/validation/project";
import type { ListingStatus } from "@/lib/validation/property-enums";
import { formInputFromProject } from "./project-record";
import { ownProject, ProjectNotFoundError } from "./update-project";

export type SellerProjectRow = {
  id: number;
  name: string;
  stage: ProjectStage;
  status: ListingStatus;
  cityName: string;
  localityName: string;
  reraNumber: string | null;
  reraExempt: boolean;
  minPrice: number | null;
  maxPrice: number | null;
  unitTypes: number;
  coverUrl: string | null;
  rejectionReason: string | null;
  views: number;
  possessionDate: string | null;
  createdAt: string;
};

/** The builder's own projects (not deleted), newest first. */
export async function listSellerProjects(seller: SellerActor): Promise<SellerProjectRow[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.builderId, seller.id), ne(projects.status, "deleted")))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    stage: r.stage,
    status: r.status,
    cityName: r.cityName,
    localityName: r.localityName,
    reraNumber: r.reraNumber,
    reraExempt: r.reraExempt,
    minPrice: r.minPrice,
    maxPrice: r.maxPrice,
    unitTypes: r.units.length,
    coverUrl: r.coverUrl,
    rejectionReason: r.rejectionReason,
    views: r.views,
    possessionDate: r.possessionDate,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function getSellerProjectForEdit(
  seller: SellerActor,
  id: number,
): Promise<{
  id: number;
  status: ListingStatus;
  rejectionReason: string | null;
  values: ProjectFormInput;
}> {
  const db = await getDb();
  const [row] = await db
    .select({ project: projects, citySlug: cities.slug })
    .from(projects)
    .innerJoin(cities, eq(cities.id, projects.cityId))
    .where(ownProject(seller, id))
    .limit(1);
  if (!row) throw new ProjectNotFoundError();
  return {
    id,
    status: row.project.status,
    rejectionReason: row.project.rejectionReason,
    values: formInputFromProject({ ...row.project, citySlug: row.citySlug }),
  };
}

/** Soft delete: the project leaves every public page and the builder's list. */
export async function deleteSellerProject(seller: SellerActor, id: number): Promise<void> {
  const db = await getDb();
  const rows = await db
    .update(projects)
    .set({ status: "deleted", updatedAt: new Date() })
    .where(ownProject(seller, id))
    .returning({ id: projects.id });
  if (rows.length === 0) throw new ProjectNotFoundError();
  expireProject(id);
}
