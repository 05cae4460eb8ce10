import { clientCatalogue, type CatalogueRef, type Messages } from "./messages";

/**
 * A client catalogue where pages are rendered (the server, and Jest): read from the catalogue
 * itself. The browser's copy of this module (catalogue-source.browser.ts, swapped in by
 * next.config.ts's `browser` alias) fetches the file instead.
 */
export function loadCatalogue(ref: CatalogueRef): Partial<Messages> | Promise<Partial<Messages>> {
  return clientCatalogue(ref.locale, ref.scope);
}
