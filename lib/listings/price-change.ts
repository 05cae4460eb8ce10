import "server-only";
import { recordPriceDrop } from "@/lib/alerts/price-drops";
import type { Db } from "@/lib/db/client";

type Writer = Pick<Db, "insert">;

export type PriceChange = {
  propertyId: number;
  before: { price: number; priceOnRequest: boolean; approvedAt: Date | null };
  after: { price: number; priceOnRequest: boolean };
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
}
