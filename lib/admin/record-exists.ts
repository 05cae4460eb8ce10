import "server-only";
import { eq } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { projects, properties, sellerProfiles, threads, users } from "@/lib/db/schema";

/** The records the console has a page for (/admin/<records>/<id>). */
export type AdminRecord = "property" | "project" | "user" | "seller" | "thread";

/**
 * Whether record `id` exists for its console page: the rows the pages' own loaders find
 * (getAdminProperty, getAdminProject, getUserDetail, getSellerDetail, getThreadView). Asked by
 * proxy.ts before the page renders, so a missing one answers 404 (lib/http/proxy-checks.ts).
 */
export async function adminRecordExists(
  actor: AdminActor,
  record: AdminRecord,
  id: number,
): Promise<boolean> {
  assertAdmin(actor);
  const db = await getDb();
  const found = (rows: unknown[]) => rows.length > 0;
  switch (record) {
    case "property":
      return found(
        await db
          .select({ id: properties.id })
          .from(properties)
          .where(eq(properties.id, id))
          .limit(1),
      );
    case "project":
      return found(
        await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).limit(1),
      );
    case "user":
      return found(await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1));
    case "seller":
      return found(
        await db
          .select({ id: sellerProfiles.userId })
          .from(sellerProfiles)
          .where(eq(sellerProfiles.userId, id))
          .limit(1),
      );
    case "thread":
      return found(
        await db.select({ id: threads.id }).from(threads).where(eq(threads.id, id)).limit(1),
      );
  }
}
