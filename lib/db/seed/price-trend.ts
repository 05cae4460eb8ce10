/**
 * The demo data's price history: each city's asking rates grow at their own steady yearly pace
 * (sale 4–11 %, rent 5–9 %) with a small seasonal swing, so 24 months of dated listings show a
 * plausible trend. Pure; today's listings sit at factor 1.
 */
import { hash32 } from "./prng";

export const HISTORY_MONTHS = 24;

/** Yearly growth of a city's asking rates for a deal, e.g. 0.072 for 7.2 % a year. */
export function yearlyGrowth(citySlug: string, deal: "sale" | "rent"): number {
  const unit = hash32(`${deal}:${citySlug}`) / 0xffffffff;
  return deal === "sale" ? 0.04 + unit * 0.07 : 0.05 + unit * 0.04;
}

/** Price level `monthsBack` months ago relative to today's (1 today, below 1 in the past). */
export function trendFactor(citySlug: string, deal: "sale" | "rent", monthsBack: number): number {
  const growth = (1 + yearlyGrowth(citySlug, deal)) ** (-monthsBack / 12);
  const phase = (hash32(`season:${citySlug}`) / 0xffffffff) * 2 * Math.PI;
  const season = 1 + 0.015 * (Math.sin(phase - (2 * Math.PI * monthsBack) / 12) - Math.sin(phase));
  return growth * season;
}

const IST_OFFSET_MS = 330 * 60_000;

/** The first instant of the IST calendar month `monthsBack` months before `now`, and its end. */
export function istMonth(now: number, monthsBack: number): { start: number; end: number } {
  const ist = new Date(now + IST_OFFSET_MS);
  const y = ist.getUTCFullYear();
  const m = ist.getUTCMonth() - monthsBack;
  return {
    start: Date.UTC(y, m, 1) - IST_OFFSET_MS,
    end: Date.UTC(y, m + 1, 1) - IST_OFFSET_MS,
  };
}
