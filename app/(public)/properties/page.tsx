import type { Metadata } from "next";
import { SearchResultsView } from "@/components/search/search-results-view";
import { loadSearchPage, searchPageMetadata } from "@/lib/search/search-page";

/** Results depend on the query string: rendered per request (reads are cached). */
export const instant = false;

export async function generateMetadata({
  searchParams,
}: PageProps<"/properties">): Promise<Metadata> {
  return searchPageMetadata("/properties", await searchParams);
}

/** Browse every listing with the same filters and results as /search-results. */
export default async function PropertiesPage({ searchParams }: PageProps<"/properties">) {
  const params = await searchParams;
  const { applied, errors, result } = await loadSearchPage(params);
  return (
    <main className="mx-auto max-w-7xl px-4 pb-16 pt-36">
      <SearchResultsView
        basePath="/properties"
        applied={applied}
        errors={errors}
        result={result}
        mapView={params.view === "map"}
      />
    </main>
  );
}
