import { formatPriceShort } from "@/lib/format/money";
import type { PublicProject } from "@/lib/projects/get-project";
import { PROJECT_STAGE_LABELS } from "@/lib/format/labels";
import { formatMonthYear } from "@/lib/format/date";
import type { Fact } from "@/lib/properties/property-facts";

/** A project's overview facts. */
export function projectFacts(p: PublicProject): Fact[] {
  const facts: [string, string | null][] = [
    ["Status", PROJECT_STAGE_LABELS[p.stage]],
    // An upcoming project has not launched yet: its date is when it launches.
    [p.stage === "upcoming" ? "Launch" : "Launched", formatMonthYear(p.launchDate)],
    [p.stage === "ready" ? "Possession" : "Possession by", formatMonthYear(p.possessionDate)],
    [
      "Price range",
      p.minPrice != null
        ? p.maxPrice != null && p.maxPrice !== p.minPrice
          ? `${formatPriceShort(p.minPrice)} – ${formatPriceShort(p.maxPrice)}`
          : formatPriceShort(p.minPrice)
        : null,
    ],
    ["Total units", p.totalUnits ? String(p.totalUnits) : null],
    ["Towers", p.towers ? String(p.towers) : null],
    ["Land area", p.landAreaAcres ? `${p.landAreaAcres} acres` : null],
  ];
  return facts
    .filter((f): f is [string, string] => Boolean(f[1]))
    .map(([label, value]) => ({ label, value }));
}
