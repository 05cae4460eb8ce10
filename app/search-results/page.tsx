import type { Metadata } from "next";
import { searchPageMetadata } from "@/lib/search/search-page";
import { SearchResultsBody } from "./search-results-body";

/**
 * proxy.ts serves visits from the cached copy per query string (q/[query]); this per-request
 * page answers only what the proxy lets through unchanged.
 */
export const instant = false;

export async function generateMetadata({
  searchParams,
}: PageProps<"/search-results">): Promise<Metadata> {
  return searchPageMetadata("/search-results", await searchParams);
}

export default async function SearchResultsPage({ searchParams }: PageProps<"/search-results">) {
  return <SearchResultsBody raw={await searchParams} />;
}
