import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { localizeMetadata } from "@/lib/seo/alternates";
import { cityName, localityName } from "@/lib/geo/place-names-hi";
import { notFound } from "next/navigation";
import { NotFoundPage, notFoundMetadata } from "@/components/layout/not-found-page";
import { ProjectCard } from "@/components/home/project-card";
import { Section } from "@/components/home/section";
import { HeadlineStats, SourceNote, ToolLinks } from "@/components/insights/insight-parts";
import { PlaceTable } from "@/components/insights/place-table";
import { SupplyTables } from "@/components/insights/supply-table";
import { LocalityReviews } from "@/components/insights/reviews/locality-reviews";
import { YourReview } from "@/components/insights/reviews/your-review";
import { TrendChart } from "@/components/insights/trend-chart";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { env } from "@/lib/env";
import { localityAtSlugs, type CityRecord, type LocalityRecord } from "@/lib/geo/cities";
import { formatRate } from "@/lib/format/money";
import { getLocalityInsights } from "@/lib/insights/insight-queries";
import { latestShown } from "@/lib/insights/trend-math";
import { breadcrumbList, jsonLdGraph, priceDatasetJsonLd, type Crumb } from "@/lib/seo/json-ld";
import { INSIGHTS_PATH, insightsCityPath, insightsLocalityPath } from "@/lib/seo/urls";

/**
 * Rendered once per locality on its first visit and kept whole, as a city's page is, until a tag
 * it read expires (a new rollup, the locality's reviews); the visitor's own review is filled in by
 * the browser (YourReview). Its status (200 or 404 for an unknown place) is decided in that
 * render, before any byte is sent. Nothing is prerendered at `next build` (no seeded database
 * there): "0" names no place, so the one param Cache Components wants prerenders the 404.
 */
export const instant = false;

export function generateStaticParams() {
  return [{ city: "0", locality: "0" }];
}

async function pageMetadata(city: CityRecord, locality: LocalityRecord): Promise<Metadata> {
  const t = await getTranslations("insights");
  const locale = await getLocale();
  const place = `${localityName(locality.name, locale)}, ${cityName(city.name, locale)}`;
  const title = t("localityMetaTitle", { place });
  const description = t("localityMetaDescription", { place });
  const path = insightsLocalityPath(city.slug, locality.slug);
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type: "website", title, description, url: path },
  };
}

async function LocalityBody({ city, locality }: { city: CityRecord; locality: LocalityRecord }) {
  const data = await getLocalityInsights(city.slug, locality.slug);
  if (!data) notFound();
  const { trends } = data;
  const band = latestShown(trends.sale);
  const t = await getTranslations("insights");
  const locale = await getLocale();
  const name = localityName(locality.name, locale);
  const town = cityName(city.name, locale);
  return (
    <>
      {data.months.length ? (
        <JsonLdScript
          data={jsonLdGraph(
            priceDatasetJsonLd(env.SITE_URL, {
              name: t("datasetName", { place: `${name}, ${town}` }),
              description: t("datasetDescription", { place: `${name}, ${town}` }),
              path: insightsLocalityPath(city.slug, locality.slug),
              from: data.months[0],
              to: data.months[data.months.length - 1],
              place: {
                name: locality.name,
                city: city.name,
                state: city.state,
                lat: locality.lat,
                lon: locality.lon,
              },
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
        <p className="mt-3 text-slate-700" data-testid="price-band">
          {band
            ? t("band", {
                from: formatRate(band.p25!, "sale", true),
                to: formatRate(band.p75!, "sale", false, locale),
              })
            : t("noBand", { place: name })}
          {band && data.cityTrends.saleMedian !== null
            ? t("cityMedian", {
                city: town,
                median: formatRate(data.cityTrends.saleMedian, "sale", false, locale),
              })
            : band
              ? t("bandEnd")
              : ""}
        </p>
      </div>
      <Section id="trend" title={t("priceTrendIn", { place: name })}>
        <div className="grid gap-4 lg:grid-cols-2">
          <TrendChart
            id="locality-sale-trend"
            title={t("saleChartTitle", { place: name })}
            series={trends.sale}
            deal="sale"
          />
          <TrendChart
            id="locality-rent-trend"
            title={t("rentChartTitle", { place: name })}
            series={trends.rent}
            deal="rent"
          />
        </div>
        <div className="mt-3">
          <SourceNote refreshedAt={data.refreshedAt} />
        </div>
      </Section>
      <Section id="listings" title={t("propertyNow", { place: name })}>
        <SupplyTables
          supply={data.supply}
          place={{ city: city.name, state: city.state, locality: locality.name }}
        />
      </Section>
      <Section id="projects" title={t("projectsIn", { place: name })}>
        {data.projects.length ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.projects.map((p) => (
              <li key={p.id}>
                <ProjectCard project={p} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">{t("noProjects", { place: name })}</p>
        )}
      </Section>
      <Section id="reviews" title={t("residentsReviews", { place: name })}>
        <LocalityReviews localityId={data.locality.id} localityName={name} />
        <h3 className="mb-3 mt-8 text-lg font-semibold text-slate-900">{t("writeReview")}</h3>
        <YourReview localityId={data.locality.id} localityName={name} />
      </Section>
      {data.nearby.length ? (
        <Section id="nearby" title={t("nearby", { place: name })}>
          <PlaceTable
            caption={t("nearbyCaption", { city: town })}
            places={data.nearby}
            showDistance
            hrefOf={(l) => insightsLocalityPath(city.slug, l.slug)}
          />
        </Section>
      ) : null}
    </>
  );
}

/** Locality insights: /insights/<city>/<locality>. */
export default async function LocalityInsightsPage({
  params,
}: PageProps<"/[locale]/insights/[city]/[locality]">) {
  const p = await params;
  const place = localityAtSlugs(p.city, p.locality);
  if (!place) return <NotFoundPage />;
  const { city, locality } = place;
  const t = await getTranslations("insights");
  const locale = await getLocale();
  const name = localityName(locality.name, locale);
  const town = cityName(city.name, locale);
  const crumbs: Crumb[] = [
    { name: t("home"), path: "/" },
    { name: t("insights"), path: INSIGHTS_PATH },
    { name: town, path: insightsCityPath(city.slug) },
    { name, path: insightsLocalityPath(city.slug, locality.slug) },
  ];
  return (
    <main className="pb-16 pt-32">
      <JsonLdScript data={jsonLdGraph(breadcrumbList(env.SITE_URL, crumbs))} />
      <div className="mx-auto max-w-7xl px-4">
        <Breadcrumbs crumbs={crumbs} />
        <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">
          {t("localityHeading", { place: `${name}, ${town}` })}
        </h1>
      </div>
      <LocalityBody city={city} locality={locality} />
      <Section id="tools" title={t("toolsForBuyers")}>
        <ToolLinks />
      </Section>
    </main>
  );
}

export async function generateMetadata(
  props: PageProps<"/[locale]/insights/[city]/[locality]">,
): Promise<Metadata> {
  const params = await props.params;
  const place = localityAtSlugs(params.city, params.locality);
  if (!place) return notFoundMetadata();
  return localizeMetadata(params.locale, await pageMetadata(place.city, place.locality));
}
