import "server-only";
import { recordPriceDrop } from "@/lib/alerts/price-drops";
import type { Db } from "@/lib/db/client";
import { recordPriceHistory } from "@/lib/trust/price-history";

type Writer = Pick<Db, "insert" | "select" | "execute">;

export type PriceChange = {
  propertyId: number;
  before: { price: number; priceOnRequest: boolean; approvedAt: Date | null; postedAt: Date };
  after: { price: number; priceOnRequest: boolean };
  /** Who changed it (kept in the price history). */
  by?: number | null;
  at?: Date;
};

/**
 * The one place a listing's new price is recorded, in the transaction that writes it: a lower
 * price on a listing that was public is a price drop (buyers who saved it are told by a job).
 * Price history and other reactions to a price change belong here too.
 */
export async function recordPriceChange(tx: Writer, change: PriceChange): Promise<void> {
  const { before, after } = change;
  if (before.price === after.price) return;
  if (before.approvedAt && !before.priceOnRequest && !after.priceOnRequest) {
    await recordPriceDrop(tx, {
      propertyId: change.propertyId,
      oldPrice: before.price,
      newPrice: after.price,
    });
  }
  // Every price change is kept: the listing page's price history (lib/trust).
  if (!after.priceOnRequest) {
    await recordPriceHistory(tx, {
      propertyId: change.propertyId,
      oldPrice: before.price,
      newPrice: after.price,
      since: before.postedAt,
      by: change.by ?? null,
      at: change.at,
    });
  }
}
