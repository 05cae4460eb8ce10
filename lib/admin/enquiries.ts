import "server-only";
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { NotFoundError } from "@/lib/auth/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { getDb } from "@/lib/db/client";
import { contactRequests } from "@/lib/db/schema";
import {
  enquiryStatusSchema,
  type EnquiryFilters,
  type EnquiryStatus,
} from "@/lib/validation/admin";
import { containsPattern, type Paged } from "./paging";
import { selectPage } from "@/lib/admin/query-page";

export type EnquiryRow = typeof contactRequests.$inferSelect;

/** The one inbox for the public forms: contact, service pages and advice consultations. */
export async function listEnquiries(
  actor: AdminActor,
  filters: EnquiryFilters,
): Promise<Paged<EnquiryRow>> {
  assertAdmin(actor);
  const db = await getDb();
  const conditions: SQL[] = [];
  if (filters.kind) conditions.push(eq(contactRequests.kind, filters.kind));
  if (filters.status) conditions.push(eq(contactRequests.status, filters.status));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      or(
        ilike(contactRequests.name, pattern),
        ilike(contactRequests.email, pattern),
        ilike(contactRequests.phone, pattern),
        ilike(contactRequests.message, pattern),
        ilike(contactRequests.service, pattern),
        ilike(contactRequests.city, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  return selectPage(
    filters.page,
    db
      .select()
      .from(contactRequests)
      .where(where)
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id)),
    db.select({ total: count() }).from(contactRequests).where(where),
  );
}

export async function countEnquiriesByStatus(
  actor: AdminActor,
): Promise<Partial<Record<EnquiryStatus, number>>> {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await db
    .select({ status: contactRequests.status, n: count() })
    .from(contactRequests)
    .groupBy(contactRequests.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

export async function setEnquiryStatus(
  actor: AdminActor,
  input: { id: number; status: EnquiryStatus },
): Promise<{ id: number; status: EnquiryStatus }> {
  assertAdmin(actor);
  const { id, status } = enquiryStatusSchema.parse(input);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: contactRequests.status })
      .from(contactRequests)
      .where(eq(contactRequests.id, id))
      .for("update");
    if (!current) throw new NotFoundError(`Enquiry #${id} does not exist.`);
    await tx.update(contactRequests).set({ status }).where(eq(contactRequests.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: "enquiry.status",
      entity: "contact_request",
      entityId: id,
      before: { status: current.status },
      after: { status },
    });
  });
  return { id, status };
}
