"use client";

import { Search } from "lucide-react";
import { useRouter } from "next/navigation";
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
  /** [name, state] pairs in picker order (a city's slug is its name slugified). */
  cities: readonly (readonly [name: string, state: string])[];
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [tab, setTab] = useState<Tab>("Buy");

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
      action="/search-results"
      method="get"
      className="rounded-2xl bg-white/95 p-4 text-left text-slate-900 shadow-xl sm:p-5"
      aria-label="Search properties"
      data-hydrated={hydrated}
    >
      <fieldset>
        <legend className="sr-only">What are you looking for?</legend>
        <div className="mb-4 flex flex-wrap gap-2">
          {TABS.map((t) => (
            <label key={t} className="deal-tab">
              <input
                type="radio"
                name="transactionType"
                value={t}
                checked={tab === t}
                onChange={() => setTab(t)}
                className="sr-only"
              />
              {t}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1fr_1.4fr_auto]">
        <label className="block">
          <span className="hero-label">City</span>
          <select name="city" className={field} defaultValue="">
            <option value="">All cities</option>
            {cities.map(([name]) => {
              const slug = slugify(name);
              return (
                <option key={slug} value={slug}>
                  {name}
                </option>
              );
            })}
          </select>
        </label>
        {tab !== "Projects" ? (
          <>
            <label className="block">
              <span className="hero-label">Property type</span>
              <select name="propertyType" className={field} key={`type-${tab}`} defaultValue="">
                <option value="">Any type</option>
                {TYPES_BY_TAB[tab].map((t) => (
                  <option key={t} value={t}>
                    {TYPE_GROUP_WORDS[t].label}
                  </option>
                ))}
              </select>
            </label>
            <label className="block">
              <span className="hero-label">Budget</span>
              <select name="budget" className={field} key={`budget-${tab}`} defaultValue="">
                <option value="">Any budget</option>
                {BUDGETS[tab].map((b, i) => (
                  <option key={b.label} value={i}>
                    {b.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="block">
              <span className="hero-label">Locality or landmark</span>
              <input
                name="searchQuery"
                type="search"
                placeholder="e.g. Vijay Nagar, 2 BHK"
                className={field}
                maxLength={200}
              />
            </label>
          </>
        ) : (
          <p className="self-end pb-3 text-sm text-slate-600 sm:col-span-1 lg:col-span-3">
            New and upcoming builder projects with their RERA registration.
          </p>
        )}
        <button
          type="submit"
          className="inline-flex h-12 items-center justify-center gap-2 self-end rounded-lg bg-amber-700 px-6 font-semibold text-white hover:bg-amber-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-offset-2"
        >
          <Search aria-hidden className="size-5" />
          Search
        </button>
      </div>
    </form>
  );
}
