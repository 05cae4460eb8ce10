/** Choices offered by the filter panel and the search page. Isomorphic. */
import type { Locale } from "@/lib/i18n/locales";
import { CRORE, formatPriceShort, formatRent, LAKH } from "@/lib/format/money";
import type { Amenity, TransactionType } from "@/lib/validation/property-enums";

export const SALE_BUDGETS = [
  10 * LAKH,
  20 * LAKH,
  30 * LAKH,
  40 * LAKH,
  50 * LAKH,
  75 * LAKH,
  1 * CRORE,
  1.5 * CRORE,
  2 * CRORE,
  5 * CRORE,
  10 * CRORE,
];
export const RENT_BUDGETS = [3000, 5000, 10000, 15000, 20000, 30000, 50000, 75000, 100000, 200000];

export function budgetOptions(
  deal: TransactionType,
  locale: Locale = "en",
): { value: number; label: string }[] {
  const list = deal === "Buy" ? SALE_BUDGETS : RENT_BUDGETS;
  return list.map((value) => ({
    value,
    label: deal === "Buy" ? formatPriceShort(value, locale) : formatRent(value, locale),
  }));
}

export const BHK_OPTIONS = [
  { value: 0, label: "1 RK" },
  { value: 1, label: "1 BHK" },
  { value: 2, label: "2 BHK" },
  { value: 3, label: "3 BHK" },
  { value: 4, label: "4 BHK" },
  { value: 5, label: "5+ BHK" },
];

export const FILTER_AMENITIES: Amenity[] = [
  "lift",
  "parking",
  "power_backup",
  "security",
  "gym",
  "swimming_pool",
  "gated",
  "club_house",
];
