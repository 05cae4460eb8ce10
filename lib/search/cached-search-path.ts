import { SEARCH_FIELDS, searchFieldSchemas } from "@/lib/validation/search";
import { CACHED_SEARCH_ROUTE } from "@/lib/search/results-paths";

/** Parameters of the results page besides the filters (lib/validation/search.ts). */
const PAGE_PARAMS = { view: ["map"] } as const;

/**
 * The query string as the cache knows it: only the parameters the page reads, in one fixed order,
 * a repeated name as one comma-separated value (as the page joins them), empty values dropped,
 * whole numbers written plainly ("page=01" is "page=1") and `view` only when it is "map". Unknown
 * parameters (`&junk=N`) and reordering make no new cache entry.
 */
export function normalisedSearch(search: string): string {
  const given = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const field of SEARCH_FIELDS) {
    const value = given
      .getAll(field)
      .map((v) => v.trim())
      .filter(Boolean)
      .join(",");
    if (!value) continue;
    const parsed = searchFieldSchemas[field].safeParse(value);
    out.set(field, parsed.success && typeof parsed.data === "number" ? String(parsed.data) : value);
  }
  for (const [name, allowed] of Object.entries(PAGE_PARAMS)) {
    const value = given.get(name)?.trim().toLowerCase();
    if (value && (allowed as readonly string[]).includes(value)) out.set(name, value);
  }
  return out.toString();
}

/**
 * The internal path of a results URL's query string (`search` with or without its "?"):
 * `/search-results?<query>` is served from `/search-results/q/q<query>` (rewritten before Next.js
 * sees the request, lib/http/search-rewrite-hook.ts). A path segment, unlike a query string, makes
 * the page one cached copy per search, rendered on its first visit and kept until a listing
 * changes (the `properties` tag), like listing pages. The leading "q" keeps every rewritten
 * segment apart from the one prerendered at build ("0").
 */
export function cachedSearchPath(search: string): string {
  return `${CACHED_SEARCH_ROUTE}${encodeURIComponent(`q${normalisedSearch(search)}`)}`;
}

/**
 * Next.js hands the page its segment still %-encoded and generateMetadata decoded; a query string
 * always has "=" once decoded, and its encoded form never does.
 */
function decodedOnce(segment: string): string {
  if (segment.includes("=") || !segment.includes("%")) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The query string a segment stands for, as the `searchParams` a page gets (plain data: a
 * repeated name gives a list), or null for a segment the rewrite never makes.
 */
export function searchOfSegment(segment: string): Record<string, string | string[]> | null {
  if (!segment.startsWith("q")) return null;
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(decodedOnce(segment).slice(1))) {
    const seen = values[name];
    values[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return values;
}
