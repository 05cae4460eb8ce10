import { DEFAULT_LOCALE, LOCALES } from "./locales";

/**
 * English pages keep their unprefixed URLs; the router serves them from the `[locale]` route as
 * /en/… (next.config.ts `rewrites.beforeFiles`, after proxy.ts, which sees the visible path). The
 * prefixed languages (/hi/…), the admin console, the API, Next.js's files, the sitemaps and files
 * (a dot in the last segment; a search's cached copy may have one) are left alone. A router rewrite stays inside the server, whatever
 * Host the visitor used (a proxy.ts rewrite to another origin would be fetched over HTTP).
 */
const OTHER_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE).join("|");
const LEFT_ALONE = `(?:${OTHER_LOCALES}|${DEFAULT_LOCALE}|admin|api|_next|media|sitemaps|_not-found)(?:/|$)`;

export const localeRewrites = [
  { source: "/", destination: `/${DEFAULT_LOCALE}` },
  {
    source: `/:path((?!${LEFT_ALONE})(?!(?!search-results/).*\\.[A-Za-z0-9]+$).+)`,
    destination: `/${DEFAULT_LOCALE}/:path`,
  },
];
