/** What the compare page tells the visitor about the ids it could not show. Isomorphic. */
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { MAX_COMPARE, type CompareIds } from "./compare-ids";

function list(items: readonly (string | number)[]): string {
  return items.map((i) => `“${i}”`).join(", ");
}

export function compareNotices(
  {
    malformed,
    overLimit,
    dropped,
  }: Pick<CompareIds, "malformed" | "overLimit"> & { dropped: readonly number[] },
  locale: Locale = "en",
): string[] {
  const notices: string[] = [];
  if (locale !== "en") {
    const t = translator(locale, "comparePage");
    if (malformed.length > 0) notices.push(t("malformed", { ids: list(malformed) }));
    if (overLimit.length > 0)
      notices.push(t("overLimit", { max: String(MAX_COMPARE), ids: list(overLimit) }));
    if (dropped.length > 0)
      notices.push(t("dropped", { ids: list(dropped), one: dropped.length === 1 ? "yes" : "no" }));
    return notices;
  }
  if (malformed.length > 0) {
    notices.push(
      `Ignored ${list(malformed)}: not a listing number. A compare link looks like /compare?ids=12,34.`,
    );
  }
  if (overLimit.length > 0) {
    notices.push(
      `Only ${MAX_COMPARE} properties can be compared at once; left out listing ${list(overLimit)}.`,
    );
  }
  if (dropped.length > 0) {
    notices.push(
      dropped.length === 1
        ? `Listing ${list(dropped)} is not shown: it is no longer available (sold, rented, removed or never existed).`
        : `Listings ${list(dropped)} are not shown: they are no longer available (sold, rented, removed or never existed).`,
    );
  }
  return notices;
}
