import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { properties, propertyViews } from "@/lib/db/schema";

/** Today's date in India (IST), as the `property_views.day` key. */
export function indianDay(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** Counts one view: the listing's total and its row for today, in one transaction. */
export async function recordPropertyView(propertyId: number, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(properties)
      .set({ views: sql`${properties.views} + 1` })
      .where(eq(properties.id, propertyId))
      .returning({ id: properties.id });
    if (updated.length === 0) return;
    await tx
      .insert(propertyViews)
      .values({ propertyId, day: indianDay(now), count: 1 })
      .onConflictDoUpdate({
        target: [propertyViews.propertyId, propertyViews.day],
        set: { count: sql`${propertyViews.count} + 1` },
      });
  });
}
