/**
 * Canonical paths of the public pages, in one place (links, redirects, sitemaps, JSON-LD).
 * Isomorphic: no server imports.
 */
import { slugify } from "@/lib/format/slugify";

/** `<slug>-<id>` with a non-empty slug. */
function slugWithId(slug: string | null | undefined, fallback: string, id: number): string {
  const clean = slugify(slug ?? "") || fallback;
  return `${clean}-${id}`;
}

/** `/property/2-bhk-flat-in-vijay-nagar-indore-123` */
export function propertyPath(p: { id: number; slug?: string | null }): string {
  return `/property/${slugWithId(p.slug, "property", p.id)}`;
}

/** `/project/skyline-heights-45` */
export function projectPath(p: { id: number; slug?: string | null }): string {
  return `/project/${slugWithId(p.slug, "project", p.id)}`;
}

/** `/broker/17` */
export function brokerPath(id: number): string {
  return `/broker/${id}`;
}

/** A page of an agent's listings: the profile for the first, `/broker/17/listings/2` after. */
export function brokerListingsPath(id: number, page: number): string {
  return page <= 1 ? brokerPath(id) : `${brokerPath(id)}/listings/${page}`;
}

/** City landing page: `/property-in/indore`. */
export function cityPagePath(citySlug: string): string {
  return `/property-in/${citySlug}`;
}

/** The id at the end of a `<slug>-<id>` segment (or a bare id); null when there is none. */
export function idFromSlugSegment(segment: string): number | null {
  const match = /(?:^|-)(\d{1,10})$/.exec(segment.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** A positive 32-bit id from a query value such as `?id=42`; null otherwise. */
export function parseIdParam(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,10}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Insights hub: `/insights`. */
export const INSIGHTS_PATH = "/insights";

/** City insights: `/insights/indore`. */
export function insightsCityPath(citySlug: string): string {
  return `${INSIGHTS_PATH}/${citySlug}`;
}

/** Locality insights: `/insights/indore/vijay-nagar`. */
export function insightsLocalityPath(citySlug: string, localitySlug: string): string {
  return `${INSIGHTS_PATH}/${citySlug}/${localitySlug}`;
}

/** The buyer tools under `/insights/tools/…`, in the order the hub lists them. */
export const INSIGHT_TOOLS = [
  {
    slug: "emi-calculator",
    name: "EMI and loan eligibility",
    blurb: "Your monthly instalment, and how much a bank may lend on your income.",
  },
  {
    slug: "stamp-duty",
    name: "Stamp duty and registration",
    blurb: "What the state charges to register a purchase, with the women's concession.",
  },
  {
    slug: "area-converter",
    name: "Area unit converter",
    blurb: "Bigha, biswa, gaj, marla, kanal, guntha, cent, ground, ankanam… by state.",
  },
  {
    slug: "rent-vs-buy",
    name: "Rent or buy",
    blurb: "Compare owning with renting and investing the difference.",
  },
] as const;
export type InsightToolSlug = (typeof INSIGHT_TOOLS)[number]["slug"];

export function insightsToolPath(slug: InsightToolSlug): string {
  return `${INSIGHTS_PATH}/tools/${slug}`;
}
