"use client";

import { SiteAnchor } from "@/components/i18n/site-anchor";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { listingSearchHref } from "@/lib/seo/search-links";
import type { SearchTypeGroup, TransactionType } from "@/lib/validation/property-enums";

/** One "Browse property" link: the city, its state, and the BHK when the link names one. */
export type BrowseLink = readonly [city: string, state: string, bhk?: number];

/**
 * A column of links into the search results, in the compact form the home page sends: the
 * column's type and deal once, then each link's city and state. The labels and the spec's full
 * search URLs are built here, once in the server's HTML and once in the browser, instead of
 * travelling in the page's payload next to the markup.
 */
export type BrowseBlock = {
  title: string;
  propertyType: SearchTypeGroup;
  transactionType: TransactionType;
  /**
   * The column's label in the page's language: "Flats for sale in {city}" → "Flats for sale in
   * Indore", "{bhk} BHK in {city}" → "2 BHK in Bhopal" (Hindi "{city} में {bhk} BHK").
   */
  label: string;
  links: readonly BrowseLink[];
};

/** The cities' names in the page's language ("Indore" → "इंदौर"); none on English pages. */
export type BrowseCityNames = Readonly<Record<string, string>>;

export function browseLinkLabel(
  block: BrowseBlock,
  [city, , bhk]: BrowseLink,
  names: BrowseCityNames = {},
): string {
  return block.label
    .replace("{city}", names[city] ?? city)
    .replace("{bhk}", bhk === undefined ? "" : String(bhk));
}

export function browseLinkHref(block: BrowseBlock, [city, state, bhk]: BrowseLink): string {
  return listingSearchHref({
    propertyType: block.propertyType,
    transactionType: block.transactionType,
    city,
    state,
    bhk,
  });
}

/** The "Browse property across India" columns: crawlable `<a href>` links in the HTML. */
export function BrowseLinkLists({
  blocks,
  names,
}: {
  blocks: readonly BrowseBlock[];
  names?: BrowseCityNames;
}) {
  const locale = useSiteLocale();
  return (
    <div className="browse-grid">
      {blocks.map((block) => (
        <nav key={block.title} aria-label={block.title}>
          <h3>{block.title}</h3>
          <ul>
            {block.links.map((link) => {
              const label = browseLinkLabel(block, link, names);
              return (
                <li key={label}>
                  <SiteAnchor href={browseLinkHref(block, link)} locale={locale}>
                    {label}
                  </SiteAnchor>
                </li>
              );
            })}
          </ul>
        </nav>
      ))}
    </div>
  );
}
