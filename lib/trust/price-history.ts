import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { priceHistory } from "@/lib/db/schema";
import type { PricePoint } from "./price-history-types";

type Tx = Pick<Db, "insert" | "select" | "execute">;

export type PriceChange = {
  propertyId: number;
  oldPrice: number;
  newPrice: number;
  /** When the old price was first asked (the listing's posting): the history's first point. */
  since: Date;
  by: number | null;
  at?: Date;
};

/**
 * Keeps a listing's price change, in the transaction of the change. The first change also
 * writes the price the listing had since it was posted, so the history starts there. Called by
 * lib/listings/price-change.ts, the one place a price change is recorded (both the
 * reviewed and the straight-to-live edit); a save that keeps the
 * price writes nothing.
 */
export async function recordPriceHistory(tx: Tx, change: PriceChange): Promise<boolean> {
  if (change.oldPrice === change.newPrice) return false;
  const at = change.at ?? new Date();
  const [{ n }] = (
    await tx.execute<{ n: number | string }>(
      sql`select count(*) as n from price_history where property_id = ${change.propertyId}`,
    )
  ).rows;
  const rows: (typeof priceHistory.$inferInsert)[] = [];
  if (Number(n) === 0) {
    rows.push({ propertyId: change.propertyId, price: change.oldPrice, changedAt: change.since });
  }
  rows.push({
    propertyId: change.propertyId,
    price: change.newPrice,
    changedAt: at,
    changedBy: change.by,
  });
  await tx.insert(priceHistory).values(rows);
  return true;
}

/** A listing's prices, oldest first (empty when the price never changed). */
export async function loadPriceHistory(db: Db, propertyId: number): Promise<PricePoint[]> {
  const rows = await db
    .select({ price: priceHistory.price, at: priceHistory.changedAt })
    .from(priceHistory)
    .where(eq(priceHistory.propertyId, propertyId))
    .orderBy(asc(priceHistory.changedAt), asc(priceHistory.id));
  return rows.map((r) => ({ price: Number(r.price), at: r.at.toISOString() }));
}
