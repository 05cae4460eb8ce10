"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";
import { useSiteLocale } from "./use-site-locale";
import { localizedPath } from "@/lib/i18n/locales";

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The site's one link (ESLint keeps `next/link` to this file):
 * - in the page's language: a site path ("/about") leads to "/hi/about" on a Hindi page and stays
 *   as it is on an English one; the admin console, the API and other sites keep theirs;
 * - prefetched when a visitor shows intent (pointer over it, a touch, keyboard focus), not when
 *   it scrolls into view. next/link's default fetched every visible link's page: about twenty
 *   requests after each results page, each a server render, for pages the visitor mostly never
 *   opens (mobile data, server time and the browser's main thread; bench/README.md). The
 *   pattern is Next.js's own ("Hover-triggered prefetch", guides/prefetching). A caller that
 *   passes `prefetch` keeps its choice.
 * Plain lists of links (menus, footer, cards) use `<SiteAnchor>`, which hydrates as a bare `<a>`.
 */
export function Link({ href, prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const locale = useSiteLocale();
  const [intent, setIntent] = useState(false);
  const localized =
    typeof href === "string"
      ? localizedPath(locale, href)
      : { ...href, pathname: href.pathname ? localizedPath(locale, href.pathname) : href.pathname };
  return (
    <NextLink
      href={localized}
      // null is next/link's default (prefetch when in view), which from now on means at once.
      prefetch={prefetch !== undefined ? prefetch : intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
