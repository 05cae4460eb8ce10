"use client";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import { Search } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { localizedPath } from "@/lib/i18n/locales";

import { useState, type FormEvent } from "react";
import { BUDGETS } from "@/components/home/budget-options";
import { useHydrated } from "@/components/ui/use-hydrated";
import { listingSearchHref, TYPE_GROUP_WORDS } from "@/lib/seo/search-links";
import { cityPagePath } from "@/lib/seo/urls";
import { slugify } from "@/lib/format/slugify";
import type { SearchTypeGroup } from "@/lib/validation/property-enums";

const TABS = ["Buy", "Rent", "PG", "Projects"] as const;
type Tab = (typeof TABS)[number];

const TYPES_BY_TAB: Record<Exclude<Tab, "Projects">, SearchTypeGroup[]> = {
  Buy: ["FlatApartment", "House", "LandPlot", "Office", "Shop"],
  Rent: ["FlatApartment", "House", "Office", "Shop", "LandPlot"],
  PG: ["FlatApartment", "House"],
};

/** The fields' and their labels' looks are named classes (app/globals.css): `.hero-field`, `.hero-label`. */
const field = "hero-field";

/**
 * The home page search box: Buy / Rent / PG / Projects, city, type, budget → search results.
 * Type and budget start empty ("Any"), so words typed in the box decide them unless the person
 * picks one; a control the person set goes in the URL and wins over the typed words.
 */
export function HeroSearch({
  cities,
}: {
  /** [name, state, name shown] in picker order (a city's slug is its name slugified). */
  cities: readonly (readonly [name: string, state: string, label: string])[];
}) {
  const router = useLocalizedRouter();
  const hydrated = useHydrated();
  const [tab, setTab] = useState<Tab>("Buy");
  const t = useTranslations("search.box");
  const phrase = usePhrase();
  const locale = useLocale();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = String(form.get("city") ?? "");
    const found = chosen ? cities.find(([name]) => slugify(name) === chosen) : undefined;
    const city = found ? { name: found[0], state: found[1] } : undefined;
    if (tab === "Projects") {
      router.push(city ? `${cityPagePath(chosen)}#projects` : "/#new-projects");
      return;
    }
    const budgetIndex = String(form.get("budget") ?? "");
    const budget = budgetIndex === "" ? undefined : BUDGETS[tab][Number(budgetIndex)];
    router.push(
      listingSearchHref({
        propertyType: String(form.get("propertyType") ?? "") as SearchTypeGroup | "",
        transactionType: tab,
        city: city?.name,
        state: city?.state,
        searchQuery: String(form.get("searchQuery") ?? "").trim(),
        minPrice: budget?.min,
        maxPrice: budget?.max,
      }),
    );
  }

  return (
    <form
      onSubmit={submit}
      action={localizedPath(locale, "/search-results")}
      method="get"
      className="rounded-2xl bg-white/95 p-4 text-left text-slate-900 shadow-xl sm:p-5"
      aria-label={t("label")}
      data-hydrated={hydrated}
    >
      <fieldset>
        <legend className="sr-only">{t("what")}</legend>
        <div className="mb-4 flex flex-wrap gap-2">
          {TABS.map((name) => (
            <label key={name} className="deal-tab">
              <input
                type="radio"
                name="transactionType"
                value={name}
                checked={tab === name}
                onChange={() => setTab(name)}
                className="sr-only"
              />
              {t(`tabs.${name}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1fr_1.4fr_auto]">
        <label className="block">
          <span className="hero-label">{t("city")}</span>
          <select name="city" className={field} defaultValue="">
            <option value="">{t("allCities")}</option>
            {cities.map(([name, , label]) => {
              const slug = slugify(name);
              return (
                <option key={slug} value={slug}>
                  {label}
                </option>
              );
            })}
          </select>
        </label>
        {tab !== "Projects" ? (
          <>
            <label className="block">
              <span className="hero-label">{t("type")}</span>
              <select name="propertyType" className={field} key={`type-${tab}`} defaultValue="">
                <option value="">{t("anyType")}</option>
                {TYPES_BY_TAB[tab].map((type) => (
                  <option key={type} value={type}>
                    {phrase(TYPE_GROUP_WORDS[type].label)}
                  </option>
                ))}
              </select>
            </label>
            <label className="block">
              <span className="hero-label">{t("budget")}</span>
              <select name="budget" className={field} key={`budget-${tab}`} defaultValue="">
                <option value="">{t("anyBudget")}</option>
                {BUDGETS[tab].map((b, i) => (
                  <option key={b.label} value={i}>
                    {phrase(b.label)}
                  </option>
                ))}
              </select>
            </label>
            <label className="block">
              <span className="hero-label">{t("query")}</span>
              <input
                name="searchQuery"
                type="search"
                placeholder={t("placeholder")}
                className={field}
                maxLength={200}
              />
            </label>
          </>
        ) : (
          <p className="self-end pb-3 text-sm text-slate-600 sm:col-span-1 lg:col-span-3">
            {t("projectsNote")}
          </p>
        )}
        <button
          type="submit"
          className="inline-flex h-12 items-center justify-center gap-2 self-end rounded-lg bg-amber-700 px-6 font-semibold text-white hover:bg-amber-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-offset-2"
        >
          <Search aria-hidden className="size-5" />
          {t("submit")}
        </button>
      </div>
    </form>
  );
}
