import { formatPriceShort } from "@/lib/format/money";
import type { PublicProject } from "@/lib/projects/get-project";
import { PROJECT_STAGE_LABELS } from "@/lib/format/labels";
import { formatMonthYear } from "@/lib/format/date";
import type { Fact } from "@/lib/properties/property-facts";
import type { Locale } from "@/lib/i18n/locales";

const ACRES: Record<Locale, string> = { en: "acres", hi: "एकड़" };

/** A project's overview facts (labels in English: the page words them through `phrases`). */
export function projectFacts(p: PublicProject, locale: Locale = "en"): Fact[] {
  const facts: [string, string | null][] = [
    ["Status", PROJECT_STAGE_LABELS[p.stage]],
    // An upcoming project has not launched yet: its date is when it launches.
    [p.stage === "upcoming" ? "Launch" : "Launched", formatMonthYear(p.launchDate, locale)],
    [
      p.stage === "ready" ? "Possession" : "Possession by",
      formatMonthYear(p.possessionDate, locale),
    ],
    [
      "Price range",
      p.minPrice != null
        ? p.maxPrice != null && p.maxPrice !== p.minPrice
          ? `${formatPriceShort(p.minPrice, locale)} – ${formatPriceShort(p.maxPrice, locale)}`
          : formatPriceShort(p.minPrice, locale)
        : null,
    ],
    ["Total units", p.totalUnits ? String(p.totalUnits) : null],
    ["Towers", p.towers ? String(p.towers) : null],
    ["Land area", p.landAreaAcres ? `${p.landAreaAcres} ${ACRES[locale]}` : null],
  ];
  return facts
    .filter((f): f is [string, string] => Boolean(f[1]))
    .map(([label, value]) => ({ label, value }));
}
