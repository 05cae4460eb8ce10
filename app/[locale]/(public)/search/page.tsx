import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localizedMetadata } from "@/lib/seo/alternates";
import { phraseFor } from "@/lib/i18n/phrase";
import { isLocale } from "@/lib/i18n/locales";
import { Link } from "@/components/i18n/link";
import { TrendingUp } from "lucide-react";
import { RecentSearches } from "@/components/search/recent-searches";
import { SearchHomeForm } from "@/components/search/search-home-form";
import { CITY_OPTIONS } from "@/lib/geo/cities";
import { POPULAR_SEARCHES } from "@/lib/search/popular-searches";

const metadata: Metadata = {
  title: "Search Properties",
  description: "Search flats, land, plots, offices and shops across India.",
  alternates: { canonical: "/search" },
};

export const generateMetadata = localizedMetadata(metadata);

export default async function SearchPage({ params }: PageProps<"/[locale]/search">) {
  const { locale: param } = await params;
  const phrase = phraseFor(isLocale(param) ? param : "en");
  const t = await getTranslations("searchPage");
  return (
    <main className="bg-gradient-to-b from-brand-50 to-slate-50 pb-16 pt-36">
      <div className="mx-auto max-w-4xl px-4">
        <h1 className="text-3xl font-bold md:text-4xl">{phrase("Search Properties")}</h1>
        <p className="mt-2 text-slate-600">
          {phrase("Search flats, land, plots, offices and shops across India.")}
        </p>
        <div className="mt-6">
          <SearchHomeForm cities={CITY_OPTIONS} />
        </div>
        <RecentSearches />
        <section aria-labelledby="popular-searches" className="mt-10">
          <h2 id="popular-searches" className="flex items-center gap-2 text-lg font-bold">
            <TrendingUp className="size-5 text-brand-600" aria-hidden /> {t("popular")}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {POPULAR_SEARCHES.map((s) => (
              <li key={s.href}>
                <Link
                  href={s.href}
                  className="block rounded-lg border border-slate-200 bg-white px-4 py-3 text-brand-700 hover:border-brand-500"
                >
                  {phrase(s.label)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
