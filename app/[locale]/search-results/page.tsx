import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { localizeMetadata } from "@/lib/seo/alternates";
import { searchResultsMetadata } from "@/lib/search/search-page";
import { SearchResultsBody } from "./search-results-body";

/**
 * Visits are served from the cached copy per query string (q/[query],
 * lib/http/search-rewrite-hook.ts); this per-request page answers only what that rewrite leaves
 * alone (a router payload without its `_rsc`).
 */
export const instant = false;

async function pageMetadata({
  searchParams,
}: PageProps<"/[locale]/search-results">): Promise<Metadata> {
  return searchResultsMetadata("/search-results", await searchParams, await getLocale());
}

export default async function SearchResultsPage({
  searchParams,
}: PageProps<"/[locale]/search-results">) {
  return <SearchResultsBody raw={await searchParams} />;
}

export async function generateMetadata(
  props: PageProps<"/[locale]/search-results">,
): Promise<Metadata> {
  return localizeMetadata((await props.params).locale, await pageMetadata(props));
}
