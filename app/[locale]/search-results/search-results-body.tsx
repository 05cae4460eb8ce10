import { SearchResultsView } from "@/components/search/search-results-view";
import { loadKeptSearchPage, loadSearchPage } from "@/lib/search/search-page";
import type { RawSearchParams } from "@/lib/validation/search";

/**
 * The results page's content for a query string. `cached`: the render is kept for every visitor,
 * so a failed search throws (nothing is kept: the error screen of ./error.tsx, answered 503 while
 * the database is down, lib/http/outage-status-hook.ts) instead of keeping "Failed to search" for
 * the cache's lifetime.
 */
export async function SearchResultsBody({
  raw,
  cached = false,
}: {
  raw: RawSearchParams;
  cached?: boolean;
}) {
  const { applied, errors, result } = cached
    ? await loadKeptSearchPage(raw)
    : await loadSearchPage(raw);
  const view = raw instanceof URLSearchParams ? raw.get("view") : raw?.view;
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <SearchResultsView
        basePath="/search-results"
        applied={applied}
        errors={errors}
        result={result}
        mapView={view === "map"}
      />
    </main>
  );
}
