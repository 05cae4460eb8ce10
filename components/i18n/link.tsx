"use client";

import NextLink from "next/link";
import { useSiteLocale } from "./use-site-locale";
import type { ComponentProps } from "react";
import { localizedPath } from "@/lib/i18n/locales";

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * next/link in the page's language: a site path ("/about") leads to "/hi/about" on a Hindi page
 * and stays as it is on an English one; the admin console, the API and other sites keep theirs.
 */
export function Link({ href, ...props }: LinkProps) {
  const locale = useSiteLocale();
  const localized =
    typeof href === "string"
      ? localizedPath(locale, href)
      : { ...href, pathname: href.pathname ? localizedPath(locale, href.pathname) : href.pathname };
  return <NextLink href={localized} {...props} />;
}
