import { DEFAULT_LOCALE, type Locale } from "./locales";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** One message catalogue per language (lib/i18n/messages/<locale>.json). */
export type Messages = typeof en;

const CATALOGUES: Record<Locale, Messages> = { en, hi };

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}

/**
 * Namespaces only server components and lib/ read (titles, headings, the listing page's and the
 * home page's sections): they stay out of the catalogue sent to the browser with every page.
 */
const SERVER_ONLY = new Set<string>([
  "home",
  "footer",
  "listing",
  "searchTitle",
  "searchChips",
  "infoPages",
  "cityPage",
  "projectPage",
  "agentPage",
  "insights",
  "comparePage",
  "shortlistPage",
]);

/** The seller workspace's namespaces: sent to the browser only on its own pages. */
const SELLER_ONLY = new Set<string>(["seller", "sellerPhrases"]);

/**
 * English phrases are the words themselves (lib/i18n/phrase.ts translates nothing in English), so
 * an English page's client components never read the `phrases` catalogue: 14 KB of every English
 * page's payload (issue 29).
 */
const UNUSED_IN_ENGLISH = new Set<string>(["phrases", "dynamicPhrases", "sellerPhrases"]);

function usedInBrowser(locale: Locale, namespace: string): boolean {
  return (
    !SERVER_ONLY.has(namespace) && !(locale === DEFAULT_LOCALE && UNUSED_IN_ENGLISH.has(namespace))
  );
}

/** The part of a catalogue client components use (NextIntlClientProvider's messages). */
export function clientMessages(locale: Locale): Partial<Messages> {
  return Object.fromEntries(
    Object.entries(CATALOGUES[locale]).filter(
      ([namespace]) => usedInBrowser(locale, namespace) && !SELLER_ONLY.has(namespace),
    ),
  ) as Partial<Messages>;
}

/** The client catalogue of the seller workspace's pages: the public one and the seller's words. */
export function sellerClientMessages(locale: Locale): Partial<Messages> {
  return Object.fromEntries(
    Object.entries(CATALOGUES[locale]).filter(([namespace]) => usedInBrowser(locale, namespace)),
  ) as Partial<Messages>;
}

/** Which client catalogue a page uses: the public pages' or the seller workspace's. */
export type CatalogueScope = "public" | "seller";

export const CATALOGUE_SCOPES: readonly CatalogueScope[] = ["public", "seller"];

const clientCatalogues = new Map<string, Partial<Messages>>();

/**
 * A client catalogue, built once per language and scope: the same object on every render, so
 * what is built from it per catalogue (lib/i18n/phrase.ts's translator) is built once too.
 */
export function clientCatalogue(locale: Locale, scope: CatalogueScope): Partial<Messages> {
  const key = `${scope}-${locale}`;
  let catalogue = clientCatalogues.get(key);
  if (!catalogue) {
    catalogue = scope === "seller" ? sellerClientMessages(locale) : clientMessages(locale);
    clientCatalogues.set(key, catalogue);
  }
  return catalogue;
}

/**
 * A client catalogue as the browser asks for it (lib/i18n/catalogue-file.ts names its file): the
 * server renders from the catalogue itself, the browser fetches the file once per release.
 */
export type CatalogueRef = { locale: Locale; scope: CatalogueScope; url: string };
