import { planFeatureList } from "@/lib/validation/plan";

/** "1 live listing", "5 live listings": a count with its noun in the right number. */
export function countOf(n: number, singular: string, pluralWord = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : pluralWord}`;
}

/** A feature line that only repeats a quota the card already states ("5 property listings"). */
function repeatsQuota(line: string, plan: PlanCardInput): boolean {
  const listings = line.match(/^(\d+)\s+(?:live\s+|property\s+)?(?:listings?|properties)$/i);
  if (listings) return Number(listings[1]) === plan.listingQuota;
  const featured = line.match(/^(\d+)\s+featured(?:\s+listings?)?$/i);
  if (featured) return Number(featured[1]) === plan.featuredQuota;
  return false;
}

type PlanCardInput = {
  listingQuota: number;
  featuredQuota: number;
  featuredDays: number;
  features: string;
};

/**
 * The lines of a plan card: its quotas in words with the right plurals, then the admin's
 * features, leaving out a feature that says a quota again ("5 live listings" and "5 property
 * listings" on one card).
 */
export function planCardLines(plan: PlanCardInput): string[] {
  const featured =
    plan.featuredQuota > 0
      ? `${countOf(plan.featuredQuota, "featured listing")}, ${countOf(plan.featuredDays, "day")} each`
      : "No featured listings";
  const seen = new Set<string>();
  const extras = planFeatureList(plan.features).filter((line) => {
    const key = line.toLowerCase();
    if (seen.has(key) || repeatsQuota(line, plan)) return false;
    seen.add(key);
    return true;
  });
  return [countOf(plan.listingQuota, "live listing"), featured, ...extras];
}
