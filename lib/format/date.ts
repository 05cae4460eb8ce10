/**
 * Dates and times as people in India read them. Every instant is shown in Indian time
 * (`Asia/Kolkata`), on the server and in the browser alike, so a page rendered at 23:50 UTC
 * and hydrated in another time zone says the same day. A missing or invalid value reads "—".
 * Isomorphic.
 */
import type { Locale } from "@/lib/i18n/locales";
const IST = "Asia/Kolkata";

const DAY = { day: "numeric", month: "short", year: "numeric" } as const;
const CLOCK = { hour: "2-digit", minute: "2-digit", hour12: true } as const;

/** Each way of writing an instant, one set of options for both languages. */
const FORMATS = {
  /** "5 Dec 2026" */
  date: DAY,
  /** "5 Dec 2026, 10:30 am" */
  dateTime: { ...DAY, ...CLOCK },
  /** "5 Dec, 10:30 am" */
  dayTime: { day: "numeric", month: "short", ...CLOCK },
  /** "23 November 2026" */
  longDate: { ...DAY, month: "long" },
  /** "November 2026" */
  month: { month: "long", year: "numeric" },
  /** "10:30 am" */
  time: CLOCK,
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type FormatName = keyof typeof FORMATS;

/** Formatters are built when first used, once per language and kind. */
const built = new Map<string, Intl.DateTimeFormat>();

function formatter(name: FormatName, locale: Locale): Intl.DateTimeFormat {
  const key = `${locale}:${name}`;
  let format = built.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "hi" ? "hi-IN" : "en-IN", {
      timeZone: IST,
      ...FORMATS[name],
    });
    built.set(key, format);
  }
  return format;
}

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value == null || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatWith(name: FormatName, locale: Locale, value: DateInput): string {
  const date = toDate(value);
  return date ? formatter(name, locale).format(date) : "—";
}

/** "5 Dec 2026" (Hindi "5 दिस॰ 2026"). A bare "2026-12-05" is that calendar day. */
export const formatDate = (value: DateInput, locale: Locale = "en") =>
  formatWith("date", locale, value);
/** "5 Dec 2026, 10:30 am" (Hindi "5 दिस॰ 2026, 10:30 am" in hi-IN's own words) */
export const formatDateTime = (value: DateInput, locale: Locale = "en") =>
  formatWith("dateTime", locale, value);
/** "5 Dec, 10:30 am" (recent events: notifications) */
export const formatDayTime = (value: DateInput, locale: Locale = "en") =>
  formatWith("dayTime", locale, value);
/** "23 November 2026" (Hindi "23 नवंबर 2026") */
export const formatLongDate = (value: DateInput, locale: Locale = "en") =>
  formatWith("longDate", locale, value);
/** "November 2026" (Hindi "नवंबर 2026") */
export const formatMonth = (value: DateInput, locale: Locale = "en") =>
  formatWith("month", locale, value);
/** "10:30 am" */
export const formatTime = (value: DateInput) => formatWith("time", "en", value);

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** Month names as Hindi pages write them next to a year ("मार्च 2027"). */
const HINDI_MONTHS = [
  "जनवरी",
  "फ़रवरी",
  "मार्च",
  "अप्रैल",
  "मई",
  "जून",
  "जुलाई",
  "अगस्त",
  "सितंबर",
  "अक्तूबर",
  "नवंबर",
  "दिसंबर",
];

/** Short Hindi month names, as hi-IN writes them ("मई 26" on a chart's axis). */
const HINDI_SHORT_MONTHS = [
  "जन॰",
  "फ़र॰",
  "मार्च",
  "अप्रैल",
  "मई",
  "जून",
  "जुल॰",
  "अग॰",
  "सित॰",
  "अक्तू॰",
  "नव॰",
  "दिस॰",
];

/**
 * A month's name (1–12) next to a year: English "Mar", Hindi "मार्च" (short: "जन॰" in Hindi,
 * where English keeps its three letters either way).
 */
export function monthName(month: number, locale: Locale = "en", short = false): string {
  const names = locale === "hi" ? (short ? HINDI_SHORT_MONTHS : HINDI_MONTHS) : MONTHS;
  return names[month - 1] ?? "";
}

/**
 * A calendar month typed by a seller: "2027-03-01" → "Mar 2027" (Hindi "मार्च 2027"); null when
 * not a date.
 */
export function formatMonthYear(
  isoDate: string | null | undefined,
  locale: Locale = "en",
): string | null {
  const m = /^(\d{4})-(\d{2})/.exec(isoDate ?? "");
  if (!m) return null;
  const month = (locale === "hi" ? HINDI_MONTHS : MONTHS)[Number(m[2]) - 1];
  return month ? `${month} ${m[1]}` : null;
}

/** A calendar day typed by a seller: "2026-12-05" → "5 Dec 2026"; null when not a date. */
export function formatDay(isoDate: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? "");
  if (!m) return null;
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${Number(m[3])} ${month} ${m[1]}` : null;
}

/** Today's date in India (YYYY-MM-DD), wherever the code runs. */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: IST,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** YYYY-MM-DD plus some days. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
