"use client";

import { useLocale, useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { LANGUAGE_TAG, LOCALE_COOKIE, type Locale } from "@/lib/i18n/locales";
import { pathInLocale, rememberLocale } from "./language-switch";

function storedChoice(): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`));
  return match ? decodeURIComponent(match[1]) : null;
}

/** Whether the browser's languages (what it sends as Accept-Language) put Hindi before English. */
function prefersHindi(languages: readonly string[]): boolean {
  const hindi = languages.findIndex((tag) => tag.toLowerCase().startsWith("hi"));
  const english = languages.findIndex((tag) => tag.toLowerCase().startsWith("en"));
  return hindi !== -1 && (english === -1 || hindi < english);
}

/**
 * A first visit may suggest the other language — never a redirect, so crawlers and shared links
 * land where they asked. The suggestion follows a choice remembered from the switch (cookie), or
 * else the browser's own language list; read in the browser, so every page stays one cached copy.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const pathname = usePathname();
  const t = useTranslations("languageSwitch");
  const [suggested, setSuggested] = useState<Locale | null>(null);

  useEffect(() => {
    const choice = storedChoice();
    const wanted: Locale | null =
      choice === "hi" || choice === "en"
        ? choice
        : prefersHindi(navigator.languages ?? [navigator.language])
          ? "hi"
          : null;
    // Reading the browser's state after hydration is what this effect is for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSuggested(wanted && wanted !== locale ? wanted : null);
  }, [locale]);

  if (!suggested) return null;
  return (
    <aside
      aria-label={t("label")}
      className="fixed inset-x-0 bottom-0 z-[60] flex flex-wrap items-center justify-center gap-3 bg-brand-900 px-4 py-3 text-sm text-white shadow-lg"
    >
      <p lang={LANGUAGE_TAG[suggested]}>{t("suggestion")}</p>
      <a
        lang={LANGUAGE_TAG[suggested]}
        href={pathInLocale(pathname, "", suggested)}
        onClick={(event) => {
          rememberLocale(suggested);
          event.currentTarget.href = pathInLocale(pathname, window.location.search, suggested);
        }}
        className="rounded-full bg-accent-500 px-4 py-1.5 font-semibold text-ink focus-ring"
      >
        {t("suggestionAction")}
      </a>
      <button
        type="button"
        onClick={() => {
          rememberLocale(locale);
          setSuggested(null);
        }}
        className="underline focus-ring"
      >
        {t("dismiss")}
      </button>
    </aside>
  );
}
