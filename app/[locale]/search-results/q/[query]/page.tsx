import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { localizeMetadata } from "@/lib/seo/alternates";
import { notFound } from "next/navigation";
import { searchOfSegment } from "@/lib/search/cached-search-path";
import { searchResultsMetadata } from "@/lib/search/search-page";
import { SearchResultsBody } from "../../search-results-body";

/**
 * `/search-results?<query>` as lib/http/search-rewrite-hook.ts rewrites it: rendered once per
 * query string on its first visit and kept (ISR) until the `properties` tag expires (any listing
 * change) or an hour passes.
 * Nothing is prerendered at build (no seeded database there): Cache Components wants one param,
 * and "0" is never made by the rewrite, so it prerenders a 404 without a database read.
 *
 * No loading.tsx above this route (tried, 2026-11-24): a loading boundary becomes the route's
 * prerendered fallback shell, and then every results URL is rendered per request (no cached copy,
 * `Cache-Control: private, no-store`, 100–250 ms instead of 11–20 ms), with the title, canonical
 * and rel next/prev streamed into the body and the results in a hidden segment.
 * A loading.tsx below a layout that decides the 404 (tried, 2026-11-25) keeps the cached copy, the
 * head and the 404s, but is never seen: a navigation to a new query string is a per-request RSC
 * render (`private, no-store`) and the router shows nothing until that response arrives (the
 * rewrite keeps it from predicting the route), so a pending view belongs in the client.
 */
export function generateStaticParams() {
  return [{ query: "0" }];
}

export const instant = false;

function searchOf(segment: string): Record<string, string | string[]> {
  const search = searchOfSegment(segment);
  if (!search) notFound();
  return search;
}

async function pageMetadata({
  params,
}: PageProps<"/[locale]/search-results/q/[query]">): Promise<Metadata> {
  return searchResultsMetadata(
    "/search-results",
    searchOf((await params).query),
    await getLocale(),
  );
}

export default async function CachedSearchResultsPage({
  params,
}: PageProps<"/[locale]/search-results/q/[query]">) {
  return <SearchResultsBody raw={searchOf((await params).query)} cached />;
}

export async function generateMetadata(
  props: PageProps<"/[locale]/search-results/q/[query]">,
): Promise<Metadata> {
  return localizeMetadata((await props.params).locale, await pageMetadata(props));
}
