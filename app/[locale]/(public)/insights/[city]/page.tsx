import { formatIndianNumber } from "@/lib/format/money";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { localizeMetadata } from "@/lib/seo/alternates";
import { cityName, placeName, stateName } from "@/lib/geo/place-names-hi";
import { Link } from "@/components/i18n/link";
import { notFound } from "next/navigation";
import { NotFoundPage, notFoundMetadata } from "@/components/layout/not-found-page";
import { Section } from "@/components/home/section";
import { HeadlineStats, SourceNote, ToolLinks } from "@/components/insights/insight-parts";
import { PlaceTable } from "@/components/insights/place-table";
import { SupplyTables } from "@/components/insights/supply-table";
import { CityReviewSummary } from "@/components/insights/reviews/city-review-summary";
import { TrendChart } from "@/components/insights/trend-chart";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { env } from "@/lib/env";
import { cityAtSlug, type CityRecord } from "@/lib/geo/cities";
import { fastestRising } from "@/lib/insights/fastest-rising";
import { getCityInsights } from "@/lib/insights/insight-queries";
import { breadcrumbList, jsonLdGraph, priceDatasetJsonLd, type Crumb } from "@/lib/seo/json-ld";
import { INSIGHTS_PATH, insightsCityPath, insightsLocalityPath } from "@/lib/seo/urls";

/**
 * Rendered once per city on its first visit and kept whole, until a tag it read expires (a new
 * rollup, a city's reviews). Its status (200 or 404 for an unknown place) is decided in that
 * render, before any byte is sent. Nothing is prerendered at `next build` (no seeded database
 * there): Cache Components wants one param, and "0" names no city, so it prerenders the 404
 * without a database read.
 */
export const instant = false;

export function generateStaticParams() {
  return [{ city: "0" }];
}

async function pageMetadata(city: CityRecord): Promise<Metadata> {
  const t = await getTranslations("insights");
  const name = cityName(city.name, await getLocale());
  const title = t("cityMetaTitle", { city: name });
  const description = t("cityMetaDescription", { city: name });
  const path = insightsCityPath(city.slug);
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type: "website", title, description, url: path },
  };
}

async function CityInsightsBody({ city }: { city: CityRecord }) {
  const data = await getCityInsights(city.slug);
  if (!data) notFound();
  const { trends } = data;
  const ranked = [...data.localities].sort(
    (a, b) => (b.saleMedian ?? -1) - (a.saleMedian ?? -1) || a.name.localeCompare(b.name, "en"),
  );
  const risers = fastestRising(data.localities);
  const t = await getTranslations("insights");
  const locale = await getLocale();
  const name = cityName(city.name, locale);
  return (
    <>
      {data.months.length ? (
        <JsonLdScript
          data={jsonLdGraph(
            priceDatasetJsonLd(env.SITE_URL, {
              name: t("datasetName", { place: name }),
              description: t("datasetDescription", { place: name }),
              path: insightsCityPath(city.slug),
              from: data.months[0],
              to: data.months[data.months.length - 1],
              place: { name: city.name, state: city.state, lat: city.lat, lon: city.lon },
            }),
          )}
        />
      ) : null}
      <div className="mx-auto mt-6 max-w-7xl px-4">
        <HeadlineStats
          saleMedian={trends.saleMedian}
          saleChange={trends.saleChange}
          rentMedian={trends.rentMedian}
          rentYield={trends.rentYield}
          yieldOfFlats={trends.yieldOfFlats}
        />
      </div>
      <Section id="trend" title={t("priceTrendIn", { place: name })}>
        <div className="grid gap-4 lg:grid-cols-2">
          <TrendChart
            id="city-sale-trend"
            title={t("saleChartTitle", { place: name })}
            series={trends.sale}
            deal="sale"
          />
          <TrendChart
            id="city-rent-trend"
            title={t("rentChartTitle", { place: name })}
            series={trends.rent}
            deal="rent"
          />
        </div>
        <div className="mt-3">
          <SourceNote refreshedAt={data.refreshedAt} />
        </div>
      </Section>
      <Section id="localities" title={t("localitiesByPrice", { place: name })}>
        <PlaceTable
          caption={t("localitiesCaption")}
          places={ranked}
          hrefOf={(l) => insightsLocalityPath(city.slug, l.slug)}
        />
        {risers.length ? (
          <>
            <h3 className="mt-8 text-lg font-semibold text-slate-900">{t("fastestRising")}</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-6">
              {risers.map((l) => (
                <li key={l.id}>
                  <Link
                    href={insightsLocalityPath(city.slug, l.slug)}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {placeName(l.name, locale)}
                  </Link>{" "}
                  <span className="text-slate-600">(+{formatIndianNumber(l.saleChange, 3)} %)</span>
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </Section>
      <Section id="supply" title={t("onTheMarket", { place: name })}>
        <SupplyTables supply={data.supply} place={{ city: city.name, state: city.state }} />
      </Section>
      <CityReviewSummary
        cityId={data.city.id}
        citySlug={city.slug}
        cityName={city.name}
        localities={data.localities}
      />
    </>
  );
}

/** City insights: /insights/<city>. */
export default async function CityInsightsPage({ params }: PageProps<"/[locale]/insights/[city]">) {
  const city = cityAtSlug((await params).city);
  if (!city) return <NotFoundPage />;
  const t = await getTranslations("insights");
  const locale = await getLocale();
  const name = cityName(city.name, locale);
  const crumbs: Crumb[] = [
    { name: t("home"), path: "/" },
    { name: t("insights"), path: INSIGHTS_PATH },
    { name, path: insightsCityPath(city.slug) },
  ];
  return (
    <main className="pb-16 pt-32">
      <JsonLdScript data={jsonLdGraph(breadcrumbList(env.SITE_URL, crumbs))} />
      <div className="mx-auto max-w-7xl px-4">
        <Breadcrumbs crumbs={crumbs} />
        <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">
          {t("cityHeading", { city: name })}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          {t("cityLead", { city: name, state: stateName(city.state, locale) })}
        </p>
      </div>
      <CityInsightsBody city={city} />
      <Section id="tools" title={t("toolsForBuyers")}>
        <ToolLinks />
      </Section>
    </main>
  );
}

export async function generateMetadata(
  props: PageProps<"/[locale]/insights/[city]">,
): Promise<Metadata> {
  const params = await props.params;
  const city = cityAtSlug(params.city);
  if (!city) return notFoundMetadata();
  return localizeMetadata(params.locale, await pageMetadata(city));
}
