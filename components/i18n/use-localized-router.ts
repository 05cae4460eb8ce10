"use client";

import { useRouter } from "next/navigation";
import { useSiteLocale } from "./use-site-locale";
import { useMemo } from "react";
import { localizedPath } from "@/lib/i18n/locales";

/** useRouter whose push/replace/prefetch take site paths and go to them in the page's language. */
export function useLocalizedRouter(): ReturnType<typeof useRouter> {
  const router = useRouter();
  const locale = useSiteLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href, options) => router.push(localizedPath(locale, href), options),
      replace: (href, options) => router.replace(localizedPath(locale, href), options),
      prefetch: (href, options) => router.prefetch(localizedPath(locale, href), options),
    }),
    [router, locale],
  );
}
