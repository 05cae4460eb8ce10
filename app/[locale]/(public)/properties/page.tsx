import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { localizeMetadata } from "@/lib/seo/alternates";
import { SearchResultsView } from "@/components/search/search-results-view";
import { loadSearchPage, searchResultsMetadata } from "@/lib/search/search-page";

/** Results depend on the query string: rendered per request (reads are cached). */
export const instant = false;

async function pageMetadata({
  searchParams,
}: PageProps<"/[locale]/properties">): Promise<Metadata> {
  return searchResultsMetadata("/properties", await searchParams, await getLocale());
}

/** Browse every listing with the same filters and results as /search-results. */
export default async function PropertiesPage({ searchParams }: PageProps<"/[locale]/properties">) {
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

export async function generateMetadata(
  props: PageProps<"/[locale]/properties">,
): Promise<Metadata> {
  return localizeMetadata((await props.params).locale, await pageMetadata(props));
}
