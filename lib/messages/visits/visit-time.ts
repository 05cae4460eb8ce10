/**
 * Visit dates and times in Asia/Kolkata (UTC+05:30 all year, no daylight saving). Pure.
 */
import type { Locale } from "@/lib/i18n/locales";
import type { PhraseTranslator } from "@/lib/i18n/phrase";
import { VISIT_DAYS_AHEAD, VISIT_WINDOWS, type VisitWindow } from "@/lib/validation/visits";

const IST_OFFSET_MS = 5.5 * 3_600_000;

/** Today's date in India, "YYYY-MM-DD". */
export function istDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an hour of an Indian date begins. */
export function istInstant(date: string, hour: number): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d, hour) - IST_OFFSET_MS);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Why a slot cannot be proposed now, or null when it can. */
export function slotProblem(slot: { date: string; window: VisitWindow }, now: Date): string | null {
  const [y, m, d] = slot.date.split("-").map(Number);
  const check = new Date(Date.UTC(y, m - 1, d));
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== slot.date) {
    return "Choose a date.";
  }
  const start = istInstant(slot.date, VISIT_WINDOWS[slot.window].start);
  if (start.getTime() <= now.getTime()) return "This time has already passed. Choose a later one.";
  if (slot.date > addDays(istDate(now), VISIT_DAYS_AHEAD)) {
    return `Choose a date in the next ${VISIT_DAYS_AHEAD} days.`;
  }
  return null;
}

const dayParts = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
const DAY_PARTS = { en: dayParts("en-IN"), hi: dayParts("hi-IN") } satisfies Record<
  Locale,
  unknown
>;

/**
 * "Sat, 5 Dec 2026, 9 am – 12 pm" (Hindi "शनि, 5 दिस॰ 2026, सुबह 9 – दोपहर 12 बजे": the day in
 * hi-IN, the time window through the catalogue's phrases).
 */
export function slotLabel(
  slot: { date: string; window: VisitWindow },
  words: { locale: Locale; phrase: PhraseTranslator } = { locale: "en", phrase: (w) => w },
): string {
  const parts = Object.fromEntries(
    DAY_PARTS[words.locale]
      .formatToParts(new Date(`${slot.date}T12:00:00Z`))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}, ${words.phrase(VISIT_WINDOWS[slot.window].label)}`;
}

/**
 * The slot an English label names ("Sat, 5 Dec 2026, 9 am – 12 pm" → 2026-12-05, morning): the
 * site's notes in a conversation are stored in English and shown again in the reader's language.
 * Null for anything else.
 */
export function parseSlotLabel(label: string): { date: string; window: VisitWindow } | null {
  const m = /^[A-Z][a-z]{2}, (\d{1,2}) [A-Z][a-z]{2,3} (\d{4}), (.+)$/.exec(label);
  if (!m) return null;
  const window = (Object.keys(VISIT_WINDOWS) as VisitWindow[]).find(
    (w) => VISIT_WINDOWS[w].label === m[3],
  );
  if (!window) return null;
  // The month as the formatter writes it ("Sep" or "Sept"): the one whose label is this label.
  for (let month = 1; month <= 12; month++) {
    const date = `${m[2]}-${String(month).padStart(2, "0")}-${m[1].padStart(2, "0")}`;
    if (Number.isNaN(Date.parse(`${date}T12:00:00Z`))) return null;
    if (slotLabel({ date, window }) === label) return { date, window };
  }
  return null;
}

/** 6 pm in India the evening before the visit (when the reminder goes out). */
export function reminderTime(date: string): Date {
  return istInstant(addDays(date, -1), 18);
}
