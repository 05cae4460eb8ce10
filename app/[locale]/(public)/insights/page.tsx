import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { localizedMetadata } from "@/lib/seo/alternates";
import { cityName, localityName, stateName } from "@/lib/geo/place-names-hi";
import { Link } from "@/components/i18n/link";
import { Section } from "@/components/home/section";
import { ToolLinks } from "@/components/insights/insight-parts";
import { LatestReviews } from "@/components/insights/reviews/latest-reviews";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { env } from "@/lib/env";
import { CITIES } from "@/lib/geo/cities";
import { formatChange, formatRate } from "@/lib/format/money";
import { getCityCards } from "@/lib/insights/insight-queries";
import { breadcrumbList, jsonLdGraph, type Crumb } from "@/lib/seo/json-ld";
import { INSIGHTS_PATH, insightsCityPath, insightsLocalityPath } from "@/lib/seo/urls";

const TITLE = "Property insights: price trends, locality reviews and buyer tools";
const DESCRIPTION =
  "Median price per sq ft and rents by month in every city and locality, residents' reviews, and the EMI, stamp duty, area conversion and rent-or-buy calculators.";

const metadata: Metadata = {
  title: TITLE,
  description: DESCRIPTION,
  alternates: { canonical: INSIGHTS_PATH },
  openGraph: { type: "website", title: TITLE, description: DESCRIPTION, url: INSIGHTS_PATH },
};

export const generateMetadata = localizedMetadata(metadata);

const POPULAR = CITIES.filter((c) => c.popular);

/*
 * One cached page for every visitor, like home: its reads are tag-expired 'use cache' reads (a new
 * rollup, an approved review), answered empty at `next build` (lib/cache/build-snapshot.ts).
 */

async function CityPrices() {
  const cards = await getCityCards();
  const t = await getTranslations("insights");
  const locale = await getLocale();
  const ordered = [...cards].sort(
    (a, b) => Number(b.popular) - Number(a.popular) || a.name.localeCompare(b.name, "en"),
  );
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-3 text-left text-sm text-slate-600">
          {t("cityTableCaption")}
        </caption>
        <thead className="text-slate-600">
          <tr className="border-b border-slate-200">
            <th scope="col" className="px-4 py-2 font-medium">
              {t("city")}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t("salePerSqft")}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t("change12")}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t("rentPerSqft")}
            </th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((c) => (
            <tr key={c.id} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-4 py-2 font-semibold">
                <Link
                  href={insightsCityPath(c.slug)}
                  className="text-brand-700 underline underline-offset-2"
                >
                  {cityName(c.name, locale)}
                </Link>
                <span className="ml-1 font-normal text-slate-500">
                  {stateName(c.state, locale)}
                </span>
              </th>
              <td className="px-4 py-2">
                {c.saleMedian === null ? "—" : formatRate(c.saleMedian, "sale", true)}
              </td>
              <td className="px-4 py-2">{formatChange(c.saleChange) || "—"}</td>
              <td className="px-4 py-2">
                {c.rentMedian === null ? "—" : formatRate(c.rentMedian, "rent", true)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Insights hub: /insights. */
export default async function InsightsPage() {
  const t = await getTranslations("insights");
  const locale = await getLocale();
  const crumbs: Crumb[] = [
    { name: t("home"), path: "/" },
    { name: t("insights"), path: INSIGHTS_PATH },
  ];
  return (
    <main className="pb-16 pt-32">
      <JsonLdScript data={jsonLdGraph(breadcrumbList(env.SITE_URL, crumbs))} />
      <div className="mx-auto max-w-7xl px-4">
        <Breadcrumbs crumbs={crumbs} />
        <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{t("heading")}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{t("lead")}</p>
      </div>
      <Section id="localities" title={t("understandLocalities")}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {POPULAR.map((city) => (
            <li key={city.slug} className="rounded-xl border border-slate-200 bg-white p-4">
              <Link
                href={insightsCityPath(city.slug)}
                className="text-lg font-semibold text-brand-700 hover:underline"
              >
                {cityName(city.name, locale)}
              </Link>
              <ul className="mt-2 space-y-1 text-sm">
                {city.localities.slice(0, 4).map((l) => (
                  <li key={l.slug}>
                    <Link
                      href={insightsLocalityPath(city.slug, l.slug)}
                      className="text-slate-700 hover:text-brand-700 hover:underline"
                    >
                      {localityName(l.name, locale)}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="price-trends" title={t("checkTrends")}>
        <CityPrices />
      </Section>
      <Section id="reviews" title={t("readReviews")}>
        <LatestReviews />
      </Section>
      <Section id="tools" title={t("tools")}>
        <ToolLinks />
      </Section>
    </main>
  );
}
