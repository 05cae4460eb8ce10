/**
 * The site's languages: English at the unprefixed URLs (unchanged), Hindi under `/hi`.
 * Isomorphic (proxy, pages, client components).
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that remembers the language a visitor chose with the switch (never redirects). */
export const LOCALE_COOKIE = "NEXT_LOCALE";

/** `<html lang>`, hreflang and Intl tags per language. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

/** Open Graph locale per language. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_IN", hi: "hi_IN" };

/** The language's own name, as the switch shows it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: "English", hi: "हिंदी" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Paths that have no Hindi copy (the admin console, the API, files). */
const UNLOCALIZED =
  /^\/(admin|api|i18n|media|_next|sitemaps?)(\/|$|\.)|^\/sitemap\.xml$|^\/robots\.txt$/;

export function isLocalizablePath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !UNLOCALIZED.test(path);
}

/** A site path in a language: ("hi", "/property/x?y=1") → "/hi/property/x?y=1"; ("hi", "/") → "/hi". */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !isLocalizablePath(path)) return path;
  // Already in the language (a path read from the address bar).
  const pathname = path.split(/[?#]/)[0];
  if (splitLocale(pathname).locale === locale) return path;
  if (path === "/") return `/${locale}`;
  if (path.startsWith("/?") || path.startsWith("/#")) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/**
 * The language of a path and the path without its prefix: "/hi/about" → hi, "/about". The
 * internal English prefix (/en/…, what proxy.ts rewrites English paths to) is read as English.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    if (pathname === `/${locale}`) return { locale, path: "/" };
    if (pathname.startsWith(`/${locale}/`)) {
      return { locale, path: pathname.slice(locale.length + 1) };
    }
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}
