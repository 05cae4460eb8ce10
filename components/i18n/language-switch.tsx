"use client";

import { useLocale, useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { clsx } from "clsx";
import { GONE_LISTING_PAGE } from "@/lib/http/gone-page";
import { CACHED_SEARCH_ROUTE, RESULTS_PATH } from "@/lib/search/results-paths";
import {
  LANGUAGE_NAME,
  LANGUAGE_TAG,
  LOCALE_COOKIE,
  LOCALES,
  localizedPath,
  splitLocale,
  type Locale,
} from "@/lib/i18n/locales";

/** One year: the switch remembers the choice (it only ever changes what the visitor clicked). */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * Two pages are drawn at a visitor's address from a route of their own, which is what the server's
 * render reports as the path: a listing that left the site (lib/http/gone-listing-hook.ts), whose
 * address in the other language is the listing's again (/property/<id> names it), and results,
 * served from their search's cached copy (lib/http/search-rewrite-hook.ts), whose address is
 * /search-results with the query the click adds.
 */
const GONE_PAGE_PATH = new RegExp(`^${GONE_LISTING_PAGE}(\\d+)$`);

function visiblePath(path: string): string {
  if (path.startsWith(CACHED_SEARCH_ROUTE)) return RESULTS_PATH;
  const goneId = GONE_PAGE_PATH.exec(path)?.[1];
  return goneId ? `/property/${goneId}` : path;
}

/** The same page in another language: the visible path with its prefix swapped, query kept. */
export function pathInLocale(pathname: string, search: string, locale: Locale): string {
  return localizedPath(locale, `${visiblePath(splitLocale(pathname).path)}${search}`);
}

/**
 * The language switch (header and footer): a real link to the same page in the other language,
 * so it works without JavaScript and crawlers follow it; a click also remembers the choice.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const pathname = usePathname();
  const t = useTranslations("languageSwitch");
  return (
    <ul aria-label={t("label")} className={clsx("flex items-center gap-2", className)}>
      {LOCALES.map((other) => (
        <li key={other}>
          {other === locale ? (
            <span aria-current="true" className="font-semibold underline underline-offset-4">
              {LANGUAGE_NAME[other]}
            </span>
          ) : (
            <a
              href={pathInLocale(pathname, "", other)}
              hrefLang={LANGUAGE_TAG[other]}
              lang={LANGUAGE_TAG[other]}
              onClick={(event) => {
                rememberLocale(other);
                event.currentTarget.href = pathInLocale(pathname, window.location.search, other);
              }}
              className="hover:underline focus-ring"
            >
              {LANGUAGE_NAME[other]}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
