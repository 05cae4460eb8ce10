/**
 * Money formatting and parsing for Indian buyers.
 * Amounts are integer rupees. Grouping is Indian 3-2-2 (₹1,23,45,678), done by hand:
 * `Intl` compact notation is not trusted for lakh / crore.
 * Isomorphic: no server imports.
 */
import type { Locale } from "@/lib/i18n/locales";

export const THOUSAND = 1_000;
export const LAKH = 1_00_000;
export const CRORE = 1_00_00_000;

/** Multipliers for the money words people type after a number (lower case). */
export const MONEY_UNIT_MULTIPLIERS: Readonly<Record<string, number>> = {
  k: THOUSAND,
  thousand: THOUSAND,
  thousands: THOUSAND,
  hazar: THOUSAND,
  hazaar: THOUSAND,
  hajar: THOUSAND,
  l: LAKH,
  lk: LAKH,
  lks: LAKH,
  lkh: LAKH,
  lakh: LAKH,
  lakhs: LAKH,
  lac: LAKH,
  lacs: LAKH,
  lack: LAKH,
  lacks: LAKH,
  laks: LAKH,
  mn: 1_000_000,
  million: 1_000_000,
  millions: 1_000_000,
  cr: CRORE,
  crs: CRORE,
  cro: CRORE,
  crore: CRORE,
  crores: CRORE,
  karod: CRORE,
  karor: CRORE,
};

/** Currency words that mean "rupees" (multiplier 1). */
export const CURRENCY_WORDS: readonly string[] = ["rs", "inr", "rupee", "rupees", "₹"];

/** Multiplier for a money word ("lakh", "cr", "k" …), or null when it is not one. */
export function moneyUnitMultiplier(word: string): number | null {
  const key = word.trim().toLowerCase().replace(/\.$/, "");
  return MONEY_UNIT_MULTIPLIERS[key] ?? null;
}

/**
 * A number with Indian digit grouping: 12345678 → "1,23,45,678".
 * `maxDecimals` keeps up to that many decimals and trims trailing zeros.
 */
export function formatIndianNumber(n: number, maxDecimals = 0): string {
  if (!Number.isFinite(n)) return "";
  const abs = Math.abs(n);
  if (abs >= 1e21) return String(n);
  const fixed = abs.toFixed(Math.max(0, Math.min(20, Math.floor(maxDecimals))));
  const [intPart, fracPart = ""] = fixed.split(".");
  const frac = fracPart.replace(/0+$/, "");
  const isZero = /^0*$/.test(intPart) && frac === "";
  const sign = n < 0 && !isZero ? "-" : "";
  return `${sign}${groupIndian(intPart)}${frac ? `.${frac}` : ""}`;
}

function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${rest},${last3}`;
}

/** ₹ with Indian grouping, rounded to whole rupees: 12345678 → "₹1,23,45,678". */
export function formatINR(n: number): string {
  if (!Number.isFinite(n)) return "";
  const rounded = Math.round(n);
  const sign = rounded < 0 ? "-" : "";
  return `${sign}₹${formatIndianNumber(Math.abs(rounded))}`;
}

/** The words for lakh and crore per language: English pages abbreviate, Hindi ones write them out. */
const LAKH_CRORE_WORDS: Record<Locale, { lakh: string; crore: string; month: string }> = {
  en: { lakh: "L", crore: "Cr", month: "/month" },
  hi: { lakh: "लाख", crore: "करोड़", month: "/माह" },
};

/**
 * The short form buyers read: "₹85 L", "₹1.25 Cr", "₹45.5 L", "₹10 Cr" (Hindi: "₹45 लाख",
 * "₹1.2 करोड़"); below one lakh the full amount ("₹12,500"). At most 2 decimals, trailing zeros
 * trimmed.
 */
export function formatPriceShort(n: number, locale: Locale = "en"): string {
  if (!Number.isFinite(n)) return "";
  const rounded = Math.round(n);
  const abs = Math.abs(rounded);
  if (abs < LAKH) return formatINR(rounded);
  const sign = rounded < 0 ? "-" : "";
  const lakhs = Math.round((abs / LAKH) * 100) / 100;
  const words = LAKH_CRORE_WORDS[locale];
  if (abs < CRORE && lakhs < 100) return `${sign}₹${formatIndianNumber(lakhs, 2)} ${words.lakh}`;
  const crores = Math.round((abs / CRORE) * 100) / 100;
  return `${sign}₹${formatIndianNumber(crores, 2)} ${words.crore}`;
}

/** Monthly rent: 25000 → "₹25,000/month" (Hindi "₹25,000/माह"). */
export function formatRent(n: number, locale: Locale = "en"): string {
  const amount = formatINR(n);
  return amount ? `${amount}${LAKH_CRORE_WORDS[locale].month}` : "";
}

/**
 * Price per square foot, rounded: (4500000, 800) → "₹5,625/sq ft"; null unless the price and
 * the area are both positive, and when the rate rounds to nothing (never "₹0/sq ft").
 */
export function formatPricePerSqft(price: number, areaSqft?: number | null): string | null {
  if (!Number.isFinite(price) || areaSqft == null || !Number.isFinite(areaSqft)) return null;
  if (price <= 0 || areaSqft <= 0) return null;
  const rate = Math.round(price / areaSqft);
  return rate > 0 ? `${formatINR(rate)}/sq ft` : null;
}

/**
 * A number as people type it, with or without grouping commas ("8.5", "1,00,000"); null when
 * blank or unreadable.
 */
export function parsePlainNumber(text: string): number | null {
  const s = text.trim().replace(/,/g, "");
  if (!s) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

const MONEY_PART = /(\d+(?:\.\d+)?|\.\d+)\s*([a-z]+)?/y;

/**
 * Reads an amount as people type it: "50 lakh", "50L", "1.2 cr", "1.2crore", "25k",
 * "25000", "₹ 45,00,000", "Rs. 1 crore 20 lakh" → integer rupees; null when unreadable.
 */
export function parseMoney(text: string): number | null {
  if (typeof text !== "string") return null;
  let s = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\/-/g, " ")
    .replace(/(\d),(?=\d)/g, "$1")
    .replace(/₹/g, " ")
    .replace(/\b(?:rs|inr|rupees?)(?:\b|(?=\d))\.?/g, " ")
    .replace(/\b(?:only|approx|approximately|about)\b/g, " ")
    .replace(/(?:\/|\bper\b|\ba\b)\s*(?:month|mon|mo|m)\b\.?|\bp\.?\s?m\b\.?|\bmonthly\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!s) return null;
  s = s.replace(/\band\b/g, " ").replace(/\s+/g, " ");

  let total = 0;
  let parts = 0;
  let unitless = 0;
  let lastMultiplier = Infinity;
  let pos = 0;
  while (pos < s.length) {
    if (s[pos] === " ") {
      pos += 1;
      continue;
    }
    MONEY_PART.lastIndex = pos;
    const m = MONEY_PART.exec(s);
    if (!m) return null;
    const value = Number(m[1]);
    if (!Number.isFinite(value)) return null;
    let multiplier = 1;
    if (m[2] !== undefined) {
      const unit = moneyUnitMultiplier(m[2]);
      if (unit === null) return null;
      multiplier = unit;
    } else {
      unitless += 1;
    }
    // "1 cr 20 lakh" adds up; each unit must be smaller than the one before.
    if (multiplier >= lastMultiplier) return null;
    lastMultiplier = multiplier;
    total += value * multiplier;
    parts += 1;
    pos = MONEY_PART.lastIndex;
  }
  // A bare number must stand alone: "1 cr 20" is ambiguous.
  if (parts === 0 || (parts > 1 && unitless > 0)) return null;
  const rounded = Math.round(total);
  return Number.isSafeInteger(rounded) ? rounded : null;
}

/**
 * A rate from the price trends: sale "₹6,250/sq ft" (whole rupees), monthly rent
 * "₹28.5/sq ft a month" (one decimal; Hindi "₹28.5/sq ft प्रति माह"); `short` drops the unit
 * ("₹6,250", "₹28.5").
 */
export function formatRate(
  value: number,
  deal: "sale" | "rent",
  short = false,
  locale: Locale = "en",
): string {
  if (!Number.isFinite(value)) return "";
  const amount =
    deal === "sale" ? formatINR(value) : `₹${formatIndianNumber(Math.round(value * 10) / 10, 1)}`;
  if (short) return amount;
  return deal === "sale" ? `${amount}/sq ft` : `${amount}/sq ft ${RATE_MONTH[locale]}`;
}

/** "a month" after a monthly rent rate (Hindi "प्रति माह"). */
const RATE_MONTH: Record<Locale, string> = { en: "a month", hi: "प्रति माह" };

/** A signed percentage: 7.25 → "+7.3 %", -2 → "−2 %"; null → "". */
export function formatChange(pct: number | null): string {
  if (pct === null || !Number.isFinite(pct)) return "";
  const sign = pct > 0 ? "+" : pct < 0 ? "−" : "";
  return `${sign}${formatIndianNumber(Math.abs(pct), 1)} %`;
}

/** An amount in paise: 117882 → "₹1,178.82", 99900 → "₹999" (paise shown only when there are any). */
export function formatPaise(paise: number): string {
  if (!Number.isFinite(paise)) return "";
  const rounded = Math.round(paise);
  const sign = rounded < 0 ? "-" : "";
  const abs = Math.abs(rounded);
  const rupees = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}₹${formatIndianNumber(rupees)}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}
