"use client";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { usePhrase } from "@/components/i18n/use-phrase";
import { cityName as cityNameIn } from "@/lib/geo/city-names-hi";

import { Search } from "lucide-react";
import { budgetOptions } from "@/lib/search/filter-options";
import type { CityOption } from "@/lib/geo/cities";
import { propertyTypeLabel, SEARCH_TYPE_OPTIONS } from "@/lib/format/labels";
import { searchResultsHref } from "@/lib/search/search-link";
import { rememberSearch } from "@/components/search/use-recent-searches";
import type { TransactionType } from "@/lib/validation/property-enums";

const TABS: TransactionType[] = ["Buy", "Rent", "PG"];

/** The big search box: Buy / Rent / PG tabs, free text, city, type and budget. */
export function SearchHomeForm({ cities }: { cities: readonly CityOption[] }) {
  const t = useTranslations("searchPage");
  const locale = useLocale();
  const phrase = usePhrase();
  const router = useLocalizedRouter();
  const [deal, setDeal] = useState<TransactionType>("Buy");
  const field = "w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-sm";

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const text = String(data.get("searchQuery") ?? "").trim();
    const cityName = String(data.get("city") ?? "");
    const type = String(data.get("propertyType") ?? "");
    const maxPrice = String(data.get("maxPrice") ?? "");
    const city = cities.find((c) => c.name === cityName);
    let href = searchResultsHref({
      propertyType: type,
      transactionType: deal,
      city: city?.name,
      state: city?.state,
      searchQuery: text,
    });
    if (maxPrice) href += `&maxPrice=${encodeURIComponent(maxPrice)}`;
    const parts = [
      text,
      type ? propertyTypeLabel(type) : "",
      deal === "Buy" ? "" : deal,
      city ? `in ${city.name}` : "",
      maxPrice
        ? `under ${budgetOptions(deal).find((b) => String(b.value) === maxPrice)?.label}`
        : "",
    ];
    rememberSearch({ label: parts.filter(Boolean).join(" ") || `Properties to ${deal}`, href });
    router.push(href);
  };

  return (
    <form
      role="search"
      method="get"
      action="/search-results"
      onSubmit={onSubmit}
      className="rounded-2xl bg-white p-4 shadow-lg md:p-6"
    >
      <div role="tablist" aria-label={t("lookingTo")} className="mb-4 flex gap-2">
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={deal === tab}
            onClick={() => setDeal(tab)}
            className={`rounded-full px-5 py-1.5 text-sm font-semibold ${
              deal === tab
                ? "bg-brand-600 text-white"
                : "bg-slate-100 text-slate-700 hover:bg-slate-200"
            }`}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      <input type="hidden" name="transactionType" value={deal} />
      <input type="hidden" name="page" value="1" />
      <label htmlFor="search-text" className="sr-only">
        {t("whatLookingFor")}
      </label>
      <input
        id="search-text"
        name="searchQuery"
        type="search"
        maxLength={200}
        placeholder={t("placeholder")}
        className="w-full rounded-md border border-slate-300 px-4 py-3 text-base"
      />
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className="text-sm font-medium text-slate-700">
          {t("city")}
          <select name="city" defaultValue="" className={field}>
            <option value="">{t("anyCity")}</option>
            {cities.map((c) => (
              <option key={c.name} value={c.name}>
                {cityNameIn(c.name, locale)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t("propertyType")}
          <select name="propertyType" defaultValue="" className={field}>
            <option value="">{t("anyType")}</option>
            {SEARCH_TYPE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {phrase(o.label)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t("budget")}
          <select key={deal} name="maxPrice" defaultValue="" className={field}>
            <option value="">{t("anyBudget")}</option>
            {budgetOptions(deal, locale).map((b) => (
              <option key={b.value} value={b.value}>
                {t("upTo", { amount: b.label })}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="mt-auto inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          <Search className="size-4" aria-hidden /> {t("search")}
        </button>
      </div>
    </form>
  );
}
