import { formatRate } from "@/lib/format/money";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { monthLabel, type TrendPoint } from "./trend-math";

/** What the line of a trend chart shows: a sale price per sq ft, or a monthly rent per sq ft. */
export function trendLineMeaning(deal: "sale" | "rent", locale: Locale = "en"): string {
  if (locale !== "en") return translator(locale, "insights")(`line.${deal}`);
  return deal === "sale" ? "median asking price per sq ft" : "median asking rent per sq ft a month";
}

/**
 * The chart's one-line summary: first and last shown month with the change between them, in the
 * deal's own words and units ("Median asking rent ₹27/sq ft a month in …" for rent).
 */
export function trendSummary(
  shown: readonly TrendPoint[],
  deal: "sale" | "rent",
  locale: Locale = "en",
): string {
  const first = shown[0];
  const last = shown[shown.length - 1];
  const change =
    first !== last ? Math.round(((last.median! - first.median!) / first.median!) * 1000) / 10 : 0;
  if (locale !== "en") {
    return translator(locale, "insights")(`summary.${deal}`, {
      first: formatRate(first.median!, deal, false, locale),
      firstMonth: monthLabel(first.month, locale),
      last: formatRate(last.median!, deal, false, locale),
      lastMonth: monthLabel(last.month, locale),
      up: change >= 0 ? "yes" : "no",
      change: String(Math.abs(change)),
    });
  }
  const what = deal === "sale" ? "Median asking price" : "Median asking rent";
  return `${what} ${formatRate(first.median!, deal)} in ${monthLabel(first.month)}, ${formatRate(last.median!, deal)} in ${monthLabel(last.month)} (${change >= 0 ? "up" : "down"} ${Math.abs(change)} %).`;
}
