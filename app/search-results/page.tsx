import type { Metadata } from "next";
import { SearchResultsView } from "@/components/search/search-results-view";
import { loadSearchPage, searchPageMetadata } from "@/lib/search/search-page";

/** Results depend on the query string: rendered per request (reads are cached). */
export const instant = false;

export async function generateMetadata({
  searchParams,
}: PageProps<"/search-results">): Promise<Metadata> {
  return searchPageMetadata("/search-results", await searchParams);
}

export default async function SearchResultsPage({ searchParams }: PageProps<"/search-results">) {
  const params = await searchParams;
  const { applied, errors, result } = await loadSearchPage(params);
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <SearchResultsView
        basePath="/search-results"
        applied={applied}
        errors={errors}
        result={result}
        mapView={params.view === "map"}
      />
    </main>
  );
}
