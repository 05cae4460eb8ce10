import "server-only";
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  lt,
  sql,
  type SQL,
} from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { NotFoundError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { projectEdits, projects, properties, sellerProfiles, users } from "@/lib/db/schema";
import { type AdminProjectFilters, type ListingSort } from "@/lib/validation/admin";
import type { ListingStatus } from "@/lib/validation/property-enums";
import { entityHistory, type HistoryEntry } from "../entity-history";
import { containsPattern, startOfDayInIndia, startOfNextDayInIndia, type Paged } from "../paging";
import { loadPendingProjectEdit } from "@/lib/projects/project-edits";
import type { PendingEditView } from "./pending-edit-diff";
import { projectPendingEditView, projectPhotos, type ProjectPhoto } from "./project-edit-view";
import { reraRefusal } from "./rera-rule";
import { fullNameSql } from "@/lib/db/full-name-sql";
import { searchCondition, selectPage } from "@/lib/admin/query-page";

export type AdminProjectRow = {
  id: number;
  name: string;
  status: ListingStatus;
  stage: "upcoming" | "under_construction" | "ready";
  cityName: string;
  localityName: string;
  reraNumber: string | null;
  reraState: string | null;
  reraExempt: boolean;
  landAreaAcres: number | null;
  totalUnits: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  builderId: number;
  builderName: string;
  companyName: string | null;
  featuredUntil: Date | null;
  createdAt: Date;
  /** Why approval would be refused under the RERA rule, or null. */
  reraProblem: string | null;
};

const SORTS: Record<ListingSort, SQL[]> = {
  newest: [desc(projects.createdAt), desc(projects.id)],
  oldest: [asc(projects.createdAt), asc(projects.id)],
  price_desc: [sql`${projects.minPrice} desc nulls last`, desc(projects.id)],
  price_asc: [sql`${projects.minPrice} asc nulls last`, asc(projects.id)],
  title: [asc(projects.name), asc(projects.id)],
};

function conditions(filters: AdminProjectFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(projects.status, filters.status));
  if (filters.edits === "pending") {
    where.push(
      sql`exists (select 1 from ${projectEdits} where ${projectEdits.projectId} = ${projects.id})`,
    );
  }
  if (filters.city) where.push(ilike(projects.cityName, containsPattern(filters.city)));
  if (filters.from) where.push(gte(projects.createdAt, startOfDayInIndia(filters.from)));
  if (filters.to) where.push(lt(projects.createdAt, startOfNextDayInIndia(filters.to)));
  if (filters.q) {
    where.push(
      searchCondition(filters.q, projects.id, [
        projects.name,
        projects.localityName,
        projects.reraNumber,
        fullNameSql(),
        sellerProfiles.companyName,
      ]),
    );
  }
  return where;
}

export async function listAdminProjects(
  actor: AdminActor,
  filters: AdminProjectFilters,
): Promise<Paged<AdminProjectRow>> {
  assertAdmin(actor);
  const db = await getDb();
  const where = and(...conditions(filters));
  const page = await selectPage(
    filters.page,
    db
      .select({
        id: projects.id,
        name: projects.name,
        status: projects.status,
        stage: projects.stage,
        cityName: projects.cityName,
        localityName: projects.localityName,
        reraNumber: projects.reraNumber,
        reraState: projects.reraState,
        reraExempt: projects.reraExempt,
        landAreaAcres: projects.landAreaAcres,
        totalUnits: projects.totalUnits,
        minPrice: projects.minPrice,
        maxPrice: projects.maxPrice,
        builderId: projects.builderId,
        builderName: fullNameSql(),
        companyName: sellerProfiles.companyName,
        featuredUntil: projects.featuredUntil,
        createdAt: projects.createdAt,
      })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.builderId))
      .leftJoin(sellerProfiles, eq(sellerProfiles.userId, projects.builderId))
      .where(where)
      .orderBy(...SORTS[filters.sort]),
    db
      .select({ total: count() })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.builderId))
      .leftJoin(sellerProfiles, eq(sellerProfiles.userId, projects.builderId))
      .where(where),
  );
  return { ...page, rows: page.rows.map((row) => ({ ...row, reraProblem: reraRefusal(row) })) };
}

export async function countProjectsByStatus(
  actor: AdminActor,
): Promise<Partial<Record<ListingStatus, number>>> {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await db
    .select({ status: projects.status, n: count() })
    .from(projects)
    .groupBy(projects.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

export type AdminProjectDetail = {
  project: typeof projects.$inferSelect;
  builder: {
    id: number;
    name: string;
    email: string;
    phone: string;
    status: string;
    companyName: string | null;
    verified: boolean | null;
  };
  listingCount: number;
  reraProblem: string | null;
  history: HistoryEntry[];
  /** The photos buyers see now, in their order. */
  photos: ProjectPhoto[];
  /** The builder's changes waiting for review while the project stays live as approved. */
  pendingEdit: PendingEditView | null;
};

export async function getAdminProject(actor: AdminActor, id: number): Promise<AdminProjectDetail> {
  assertAdmin(actor);
  const db = await getDb();
  const [row] = await db
    .select({
      project: getTableColumns(projects),
      builder: {
        id: users.id,
        name: fullNameSql(),
        email: users.email,
        phone: users.phone,
        status: users.status,
        companyName: sellerProfiles.companyName,
        verified: sellerProfiles.verified,
      },
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.builderId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, projects.builderId))
    .where(eq(projects.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(`Project #${id} does not exist.`);
  const [[{ n }], history, edit] = await Promise.all([
    db.select({ n: count() }).from(properties).where(eq(properties.projectId, id)),
    entityHistory(db, "project", id),
    loadPendingProjectEdit(db, id),
  ]);
  return {
    ...row,
    listingCount: n,
    reraProblem: reraRefusal({ ...row.project }),
    history,
    photos: projectPhotos(row.project),
    pendingEdit: edit
      ? projectPendingEditView(row.project, {
          facts: edit.facts as typeof row.project,
          submittedAt: edit.submittedAt,
        })
      : null,
  };
}
