import { useCallback } from "react";
import { listingTitleIn } from "@/lib/listings/title-words";
import { useCatalogue } from "./use-phrase";
import { useSiteLocale } from "./use-site-locale";

/**
 * A listing's title in the page's language (lib/listings/title-words.ts): the site's own "2 BHK
 * Flat for Sale in Baner, Pune" reworded, a seller's own words as typed. As written outside a
 * language provider (a component rendered on its own).
 */
export function useListingTitle(): (title: string) => string {
  const titleWords = useCatalogue()?.titleWords;
  const locale = useSiteLocale();
  return useCallback((title) => listingTitleIn(title, locale, titleWords), [locale, titleWords]);
}
