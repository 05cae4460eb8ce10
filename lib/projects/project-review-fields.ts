/**
 * Which of a live project's facts an edit may change at once, and which wait for an admin's
 * review — the projects' side of lib/listings/review-fields.ts. Pure: unit-tested without a
 * database.
 *
 * At once: the configurations' prices and units available (so the price range follows), as long
 * as the configurations themselves (BHK and carpet area, in order) stay as approved and the
 * units available still fit the approved total; and the amenities. A builder updating prices and
 * sales is the commonest edit.
 * Reviewed: everything else — name, description, place and map pin, RERA, stage and dates,
 * configurations added, removed or changed, total units, towers, land area, photos, brochure.
 * While such an edit waits, the public page keeps the last approved version.
 */
import { canonicalJson } from "@/lib/listings/canonical-json";
import type { UnitConfig } from "@/lib/db/schema";

/** The stored project columns an edit decides (lib/projects/project-record.ts ProjectFacts). */
type Facts = {
  units?: UnitConfig[];
  totalUnits?: number | null;
  amenities?: string[];
  minPrice?: number | null;
  maxPrice?: number | null;
};

/** Columns that follow the live part and are never reviewed on their own. */
const LIVE_KEYS = new Set(["amenities", "units", "minPrice", "maxPrice"]);

export type LiveProjectFacts<F extends Facts> = Pick<F, "amenities"> & {
  units: UnitConfig[];
  minPrice: number | null;
  maxPrice: number | null;
};

const shape = (units: readonly UnitConfig[]) =>
  canonicalJson(units.map((u) => [u.bhk, u.carpetAreaSqft]));

export function priceRange(units: readonly UnitConfig[]): {
  minPrice: number | null;
  maxPrice: number | null;
} {
  if (units.length === 0) return { minPrice: null, maxPrice: null };
  return {
    minPrice: Math.min(...units.map((u) => u.minPrice)),
    maxPrice: Math.max(...units.map((u) => u.maxPrice)),
  };
}

/**
 * The configurations buyers can see at once: the new prices and availability on the approved
 * configurations, or the approved ones unchanged when the configurations themselves changed (or
 * the new availability would not fit the approved total).
 */
export function liveUnits(proposed: readonly UnitConfig[] = [], shown: Facts): UnitConfig[] {
  const approved = shown.units ?? [];
  if (shape(proposed) !== shape(approved)) return approved;
  const available = proposed.reduce((sum, u) => sum + u.unitsAvailable, 0);
  if (shown.totalUnits != null && available > shown.totalUnits) return approved;
  return proposed.map((u) => ({ ...u }));
}

/** The part of an edit that goes live at once on a project showing `shown`. */
export function liveProjectPart<F extends Facts>(facts: F, shown: Facts): LiveProjectFacts<F> {
  const units = liveUnits(facts.units, shown);
  return { amenities: facts.amenities, units, ...priceRange(units) } as LiveProjectFacts<F>;
}

/** The facts an admin reviews (everything but the live part). */
export function reviewedProjectPart<F extends Facts>(facts: F): Partial<F> {
  return Object.fromEntries(
    Object.entries(facts).filter(([key]) => !LIVE_KEYS.has(key)),
  ) as Partial<F>;
}

/** Whether `facts` change anything that needs review on a project showing `shown`. */
export function needsReview<F extends Facts>(facts: F, shown: Facts): boolean {
  if (canonicalJson(liveUnits(facts.units, shown)) !== canonicalJson(facts.units ?? [])) {
    return true;
  }
  const keys = Object.keys(reviewedProjectPart(facts));
  const pick = (f: object) =>
    canonicalJson(
      Object.fromEntries(keys.map((k) => [k, (f as Record<string, unknown>)[k] ?? null])),
    );
  return pick(facts) !== pick(shown);
}
