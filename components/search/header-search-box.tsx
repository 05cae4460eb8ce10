"use client";

import { useLocale, useTranslations } from "next-intl";
import { localizedPath } from "@/lib/i18n/locales";
import { useSearchParams } from "next/navigation";
import { Suspense, useCallback, useEffect, useRef } from "react";
import { Search } from "lucide-react";
import { searchResultsHref } from "@/lib/search/search-link";
import { rememberSearch } from "@/components/search/use-recent-searches";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useResultsNavigation } from "@/components/search/results-navigation";

/**
 * The compact search box of the results header: a new free-text search
 * ("2 bhk flat in indore under 50 lakh"). A plain GET form without JavaScript: the form is in the
 * cached shell's HTML, and only the words of the current search (read from the URL, which a cached
 * shell does not know) are filled in by the browser.
 */
export function HeaderSearchBox() {
  const { navigate } = useResultsNavigation();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const showWords = useCallback((words: string) => {
    if (input.current) input.current.value = words;
  }, []);
  const t = useTranslations("search.header");
  const locale = useLocale();
  return (
    <form
      role="search"
      method="get"
      action={localizedPath(locale, "/search-results")}
      className="flex min-w-0 flex-1 items-center"
      data-hydrated={hydrated}
      onSubmit={(e) => {
        e.preventDefault();
        const text = String(new FormData(e.currentTarget).get("searchQuery") ?? "").trim();
        const href = searchResultsHref({
          propertyType: "",
          transactionType: "Buy",
          searchQuery: text,
        });
        rememberSearch({ label: text, href });
        navigate(href);
      }}
    >
      <input type="hidden" name="page" value="1" />
      <label htmlFor="header-search" className="sr-only">
        {t("label")}
      </label>
      <Suspense>
        <CurrentSearchWords show={showWords} />
      </Suspense>
      <input
        ref={input}
        id="header-search"
        name="searchQuery"
        type="search"
        maxLength={200}
        placeholder={t("placeholder")}
        className="min-w-0 flex-1 rounded-l-md border border-slate-300 px-3 py-2 text-sm"
      />
      <button
        type="submit"
        aria-label={t("search")}
        className="inline-flex items-center gap-1 rounded-r-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        <Search className="size-4" aria-hidden />
        <span className="hidden sm:inline">{t("search")}</span>
      </button>
    </form>
  );
}

/** Puts the current search's words in the box, again after each new search (not on a filter). */
function CurrentSearchWords({ show }: { show: (words: string) => void }) {
  const current = useSearchParams().get("searchQuery") ?? "";
  useEffect(() => show(current), [current, show]);
  return null;
}
