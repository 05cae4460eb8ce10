import type { CatalogueRef, Messages } from "./messages";

/**
 * A client catalogue in the browser: fetched once per file (the page preloads it, and the browser
 * keeps this release's for good). A fetched one is returned as it is, so a page drawn after the
 * first never waits; the first waits for the file (React keeps the server's HTML on screen). A
 * failed fetch is forgotten, so the page's error screen's "Try again" asks again.
 */
type Loaded = Partial<Messages>;

const catalogues = new Map<string, Loaded | Promise<Loaded>>();

export function loadCatalogue({ url }: CatalogueRef): Loaded | Promise<Loaded> {
  let found = catalogues.get(url);
  if (!found) {
    found = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`The site's words could not be loaded (${url}).`);
        return response.json() as Promise<Loaded>;
      })
      .then(
        (catalogue) => {
          catalogues.set(url, catalogue);
          return catalogue;
        },
        (error: unknown) => {
          catalogues.delete(url);
          throw error;
        },
      );
    catalogues.set(url, found);
  }
  return found;
}
