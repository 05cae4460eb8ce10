/**
 * Dates and times as people in India read them. Every instant is shown in Indian time
 * (`Asia/Kolkata`), on the server and in the browser alike, so a page rendered at 23:50 UTC
 * and hydrated in another time zone says the same day. A missing or invalid value reads "—".
 * Isomorphic.
 */
import type { Locale } from "@/lib/i18n/locales";
const IST = "Asia/Kolkata";

const hindiFormats = {
  date: new Intl.DateTimeFormat("hi-IN", {
    timeZone: IST,
    day: "numeric",
    month: "short",
    year: "numeric",
  }),
  dateTime: new Intl.DateTimeFormat("hi-IN", {
    timeZone: IST,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: true,
  }),
  longDate: new Intl.DateTimeFormat("hi-IN", {
    timeZone: IST,
    day: "numeric",
    month: "long",
    year: "numeric",
  }),
  dayTime: new Intl.DateTimeFormat("hi-IN", {
    timeZone: IST,
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hour12: true,
  }),
  month: new Intl.DateTimeFormat("hi-IN", { timeZone: IST, month: "long", year: "numeric" }),
};

const formats = {
  /** "5 Dec 2026" */
  date: new Intl.DateTimeFormat("en-IN", {
    timeZone: IST,
    day: "numeric",
    month: "short",
    year: "numeric",
  }),
  /** "5 Dec 2026, 10:30 am" */
  dateTime: new Intl.DateTimeFormat("en-IN", {
    timeZone: IST,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: true,
  }),
  /** "5 Dec, 10:30 am" */
  dayTime: new Intl.DateTimeFormat("en-IN", {
    timeZone: IST,
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hour12: true,
  }),
  /** "23 November 2026" */
  longDate: new Intl.DateTimeFormat("en-IN", {
    timeZone: IST,
    day: "numeric",
    month: "long",
    year: "numeric",
  }),
  /** "November 2026" */
  month: new Intl.DateTimeFormat("en-IN", { timeZone: IST, month: "long", year: "numeric" }),
  /** "10:30 am" */
  time: new Intl.DateTimeFormat("en-IN", {
    timeZone: IST,
    hour: "2-digit",
    minute: "2-digit",
    hour12: true,
  }),
};

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value == null || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatWith(format: Intl.DateTimeFormat, value: DateInput): string {
  const date = toDate(value);
  return date ? format.format(date) : "—";
}

/** "5 Dec 2026" (Hindi "5 दिस॰ 2026"). A bare "2026-12-05" is that calendar day. */
export const formatDate = (value: DateInput, locale: Locale = "en") =>
  formatWith(locale === "hi" ? hindiFormats.date : formats.date, value);
/** "5 Dec 2026, 10:30 am" (Hindi "5 दिस॰ 2026, 10:30 am" in hi-IN's own words) */
export const formatDateTime = (value: DateInput, locale: Locale = "en") =>
  formatWith(locale === "hi" ? hindiFormats.dateTime : formats.dateTime, value);
/** "5 Dec, 10:30 am" (recent events: notifications) */
export const formatDayTime = (value: DateInput, locale: Locale = "en") =>
  formatWith(locale === "hi" ? hindiFormats.dayTime : formats.dayTime, value);
/** "23 November 2026" (Hindi "23 नवंबर 2026") */
export const formatLongDate = (value: DateInput, locale: Locale = "en") =>
  formatWith(locale === "hi" ? hindiFormats.longDate : formats.longDate, value);
/** "November 2026" (Hindi "नवंबर 2026") */
export const formatMonth = (value: DateInput, locale: Locale = "en") =>
  formatWith(locale === "hi" ? hindiFormats.month : formats.month, value);
/** "10:30 am" */
export const formatTime = (value: DateInput) => formatWith(formats.time, value);

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
