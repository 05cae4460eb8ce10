/**
 * What each check says to buyers, in words, with its date (Indian time). Isomorphic and pure:
 * cards, listing pages and /how-we-verify read the same sentences.
 */
import { formatDate } from "@/lib/format/date";

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

/** "Owner's documents checked on 12 Nov 2026". */
export function checkSentence(check: Pick<ListingCheck, "kind" | "at">): string {
  return `${HEADLINES[check.kind]} on ${formatDate(check.at)}`;
}

/** The card's words for the documents check (no date known: the check without it). */
export function documentsCheckedWords(at: string | null): string {
  return at ? checkSentence({ kind: "documents", at }) : HEADLINES.documents;
}

/** "Confirmed available today / yesterday / N days ago". */
export function confirmedWords(at: string | Date, now: Date = new Date()): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(at).getTime()) / 86_400_000));
  if (days === 0) return "Confirmed available today";
  if (days === 1) return "Confirmed available 1 day ago";
  return `Confirmed available ${days} days ago`;
}

export const CHECK_HEADLINES = HEADLINES;
