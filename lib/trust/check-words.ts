/**
 * What each check says to buyers, in words, with its date (Indian time). Isomorphic and pure:
 * cards, listing pages and /how-we-verify read the same sentences.
 */
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";

export type CheckKind = "phone" | "documents" | "rera" | "photos";

export type ListingCheck = {
  kind: CheckKind;
  /** ISO 8601. */
  at: string;
  /** Who made the check, in words ("our team", "the seller, by a one-time code"). */
  by: string;
  /** The authority's website (RERA only). */
  link?: string | null;
  /** The registration number (RERA only). */
  number?: string | null;
};

const HEADLINES: Record<CheckKind, string> = {
  phone: "Seller's phone verified",
  documents: "Owner's documents checked",
  rera: "RERA registration checked",
  photos: "Photos taken at the place",
};

/** "Owner's documents checked on 12 Nov 2026" (Hindi: "मालिक के दस्तावेज़ 12 नव॰ 2026 को जांचे गए"). */
export function checkSentence(
  check: Pick<ListingCheck, "kind" | "at">,
  locale: Locale = "en",
): string {
  if (locale === "en") return `${HEADLINES[check.kind]} on ${formatDate(check.at)}`;
  return translator(locale, "trust")(`checkedOn.${check.kind}`, {
    date: formatDate(check.at, locale),
  });
}

/** The card's words for the documents check (no date known: the check without it). */
export function documentsCheckedWords(at: string | null, locale: Locale = "en"): string {
  if (at) return checkSentence({ kind: "documents", at }, locale);
  return locale === "en" ? HEADLINES.documents : translator(locale, "trust")("checked.documents");
}

/** Whole days from `at` to `now` (never below 0). */
export function daysSince(at: string | Date, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(at).getTime()) / 86_400_000));
}

/**
 * When a live listing was last known to be available: its latest confirmation by the seller,
 * approval or posting (a listing posted today is current today, whatever an older confirmation
 * says).
 */
export function availableSince(listing: {
  confirmedAt: Date | null;
  approvedAt: Date | null;
  postedAt: Date;
}): Date {
  return [listing.confirmedAt, listing.approvedAt].reduce<Date>(
    (latest, at) => (at && at > latest ? at : latest),
    listing.postedAt,
  );
}

/** "Confirmed available today / 1 day ago / N days ago" for a number of days. */
export function confirmedDaysWords(days: number, locale: Locale = "en"): string {
  if (locale !== "en") return translator(locale, "trust")("confirmed", { days });
  if (days === 0) return "Confirmed available today";
  if (days === 1) return "Confirmed available 1 day ago";
  return `Confirmed available ${days} days ago`;
}

/** "Confirmed available today / yesterday / N days ago". */
export function confirmedWords(
  at: string | Date,
  now: Date = new Date(),
  locale: Locale = "en",
): string {
  return confirmedDaysWords(daysSince(at, now), locale);
}

export const CHECK_HEADLINES = HEADLINES;
