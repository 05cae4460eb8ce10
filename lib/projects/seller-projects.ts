import "server-only";
import { and, desc, eq, ne } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { cities, projectEdits, projects } from "@/lib/db/schema";
import { expireProject } from "@/lib/cache/expire-tags";
import type { ProjectFormInput, ProjectStage } from "@/lib/validation/project";
import type { ListingStatus } from "@/lib/validation/property-enums";
import { loadPendingProjectEdit } from "./project-edits";
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
  /** When the builder's reviewed changes to this live project were sent (they wait for approval). */
  editPendingSince: string | null;
};

/** The builder's own projects (not deleted), newest first. */
export async function listSellerProjects(seller: SellerActor): Promise<SellerProjectRow[]> {
  const db = await getDb();
  const found = await db
    .select({ project: projects, editPendingSince: projectEdits.submittedAt })
    .from(projects)
    .leftJoin(projectEdits, eq(projectEdits.projectId, projects.id))
    .where(and(eq(projects.builderId, seller.id), ne(projects.status, "deleted")))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(200);
  return found.map(({ project: r, editPendingSince }) => ({
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
    editPendingSince: editPendingSince ? editPendingSince.toISOString() : null,
  }));
}

export type EditableProject = {
  id: number;
  status: ListingStatus;
  rejectionReason: string | null;
  values: ProjectFormInput;
  /** When the builder's reviewed changes to this live project were sent (they wait for approval). */
  editPendingSince: Date | null;
};

/** One of the builder's own projects as form values (404 for anyone else's). */
export async function getSellerProjectForEdit(
  seller: SellerActor,
  id: number,
): Promise<EditableProject> {
  const db = await getDb();
  const [row] = await db
    .select({ project: projects, citySlug: cities.slug })
    .from(projects)
    .innerJoin(cities, eq(cities.id, projects.cityId))
    .where(ownProject(seller, id))
    .limit(1);
  if (!row) throw new ProjectNotFoundError();
  // A pending edit is what the builder last sent: the form goes on from there.
  const pending = await loadPendingProjectEdit(db, id);
  let citySlug = row.citySlug;
  if (pending && pending.facts.cityId !== row.project.cityId) {
    const [city] = await db
      .select({ slug: cities.slug })
      .from(cities)
      .where(eq(cities.id, pending.facts.cityId));
    citySlug = city?.slug ?? citySlug;
  }
  return {
    id,
    status: row.project.status,
    rejectionReason: row.project.rejectionReason,
    values: formInputFromProject({ ...row.project, ...pending?.facts, citySlug }),
    editPendingSince: pending?.submittedAt ?? null,
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
