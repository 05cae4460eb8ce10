import "server-only";
import { preload } from "react-dom";
import { catalogueRef } from "./catalogue-file";
import type { Locale } from "./locales";
import type { CatalogueRef, CatalogueScope } from "./messages";

/**
 * A page's client catalogue, asked for in its `<head>` (a preload the browser's fetch then
 * finds), so hydration does not wait for the page's scripts to ask for it first.
 */
export function preloadCatalogue(locale: Locale, scope: CatalogueScope): CatalogueRef {
  const ref = catalogueRef(locale, scope);
  preload(ref.url, { as: "fetch", crossOrigin: "anonymous" });
  return ref;
}
