import "server-only";
import { eq } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { projects, properties, sellerProfiles, threads, users } from "@/lib/db/schema";

/**
 * The records the console has a page for (/admin/<records>/<id>), by the column their id is in:
 * the rows the pages' own loaders find (getAdminProperty, getAdminProject, getUserDetail,
 * getSellerDetail: an account with a seller profile, getThreadView).
 */
const RECORD_IDS = {
  property: properties.id,
  project: projects.id,
  user: users.id,
  seller: sellerProfiles.userId,
  thread: threads.id,
} as const;

export type AdminRecord = keyof typeof RECORD_IDS;

/**
 * Whether record `id` exists for its console page. Asked by proxy.ts before the page renders, so
 * a missing one answers 404 (lib/http/proxy-checks.ts).
 */
export async function adminRecordExists(
  actor: AdminActor,
  record: AdminRecord,
  id: number,
): Promise<boolean> {
  assertAdmin(actor);
  const column = RECORD_IDS[record];
  const db = await getDb();
  const rows = await db.select({ id: column }).from(column.table).where(eq(column, id)).limit(1);
  return rows.length > 0;
}
