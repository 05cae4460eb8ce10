/** How a listing's price reads on cards and pages. Isomorphic. */
import { formatPricePerSqft, formatPriceShort, formatRent } from "@/lib/format/money";
import type { Locale } from "@/lib/i18n/locales";
import type { DealType } from "@/lib/validation/property-enums";

export type PriceInput = { price: number; priceOnRequest: boolean; dealType: DealType };

/** "₹85 L", "₹1.25 Cr", "₹25,000/month", or "Price on request" (Hindi: "₹45 लाख", "कीमत पूछें"). */
export function priceLabel(p: PriceInput, locale: Locale = "en"): string {
  if (p.priceOnRequest) return locale === "hi" ? "कीमत के लिए संपर्क करें" : "Price on request";
  return p.dealType === "sale" ? formatPriceShort(p.price, locale) : formatRent(p.price, locale);
}

/** "₹5,625/sq ft" for sale listings with a price and an area; null otherwise. */
export function pricePerSqftLabel(p: PriceInput & { areaSqft: number }): string | null {
  if (p.priceOnRequest || p.dealType !== "sale") return null;
  return formatPricePerSqft(p.price, p.areaSqft);
}
