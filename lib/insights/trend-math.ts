/**
 * Reading the monthly price rollup: fill the 24 months, find the latest shown point, the change
 * over 12 months and the gross rent yield. Isomorphic and pure.
 */

import { monthName } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/locales";
export type TrendPoint = {
  /** First day of the month, `YYYY-MM-01`. */
  month: string;
  listings: number;
  /** Null when fewer than 5 listings fell in the month (the point is hidden). */
  p25: number | null;
  median: number | null;
  p75: number | null;
};

/** `count` months ending with the month of `lastMonth` (`YYYY-MM-01`), oldest first. */
export function monthRange(lastMonth: string, count: number): string[] {
  const [y, m] = lastMonth.split("-").map(Number);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 10);
  });
}

/** One point per month (an empty one where the rollup has no row). */
export function fillSeries(months: readonly string[], rows: readonly TrendPoint[]): TrendPoint[] {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return months.map(
    (month) => byMonth.get(month) ?? { month, listings: 0, p25: null, median: null, p75: null },
  );
}

/** The newest point with a shown median. */
export function latestShown(series: readonly TrendPoint[]): TrendPoint | null {
  for (let i = series.length - 1; i >= 0; i--) if (series[i].median !== null) return series[i];
  return null;
}

/**
 * Change of the median over the 12 months before the newest shown point, in per cent (one
 * decimal), or null when either end is hidden.
 */
export function yearChange(series: readonly TrendPoint[]): number | null {
  const latest = latestShown(series);
  if (!latest) return null;
  const index = series.indexOf(latest);
  const before = series[index - 12];
  if (!before || before.median === null || before.median <= 0) return null;
  return Math.round(((latest.median! - before.median) / before.median) * 1000) / 10;
}

/** Gross rent yield in per cent a year: 12 × monthly rent per sq ft / sale price per sq ft. */
export function rentYield(sale: readonly TrendPoint[], rent: readonly TrendPoint[]): number | null {
  const s = latestShown(sale);
  const r = latestShown(rent);
  if (!s || !r || !s.median) return null;
  return Math.round(((12 * r.median!) / s.median) * 1000) / 10;
}

/**
 * A place's headline yield: like for like on flats (a flat's rent against a flat's price) when
 * both flat series have a point, else on every type; `ofFlats` says which, for the page's note.
 */
export function placeYield(series: {
  sale: readonly TrendPoint[];
  rent: readonly TrendPoint[];
  flatSale: readonly TrendPoint[];
  flatRent: readonly TrendPoint[];
}): { rentYield: number | null; yieldOfFlats: boolean } {
  const flats = rentYield(series.flatSale, series.flatRent);
  if (flats !== null) return { rentYield: flats, yieldOfFlats: true };
  return { rentYield: rentYield(series.sale, series.rent), yieldOfFlats: false };
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** `2026-05-01` → "May 2026". */
export function monthLabel(month: string, locale: Locale = "en"): string {
  const [y, m] = month.split("-").map(Number);
  return `${monthName(m, locale)} ${y}`;
}

/** `2026-05-01` → "May 26" (chart axis). */
export function shortMonthLabel(month: string, locale: Locale = "en"): string {
  const [y, m] = month.split("-").map(Number);
  return `${monthName(m, locale, true)} ${String(y).slice(2)}`;
}
