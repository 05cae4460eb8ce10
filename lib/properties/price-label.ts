/** How a listing's price reads on cards and pages. Isomorphic. */
import { formatPricePerSqft, formatPriceShort, formatRent } from "@/lib/format/money";
import type { DealType } from "@/lib/validation/property-enums";

export type PriceInput = { price: number; priceOnRequest: boolean; dealType: DealType };

/** "₹85 L", "₹1.25 Cr", "₹25,000/month", or "Price on request". */
export function priceLabel(p: PriceInput): string {
  if (p.priceOnRequest) return "Price on request";
  return p.dealType === "sale" ? formatPriceShort(p.price) : formatRent(p.price);
}

/** "₹5,625/sq ft" for sale listings with a price and an area; null otherwise. */
export function pricePerSqftLabel(p: PriceInput & { areaSqft: number }): string | null {
  if (p.priceOnRequest || p.dealType !== "sale") return null;
  return formatPricePerSqft(p.price, p.areaSqft);
}
