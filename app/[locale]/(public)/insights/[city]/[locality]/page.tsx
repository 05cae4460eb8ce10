import type { Metadata } from "next";
import { localizeMetadata } from "@/lib/seo/alternates";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { Suspense } from "react";
import { ProjectCard } from "@/components/home/project-card";
import { Section } from "@/components/home/section";
import {
  HeadlineStats,
  InsightSkeleton,
  SourceNote,
  ToolLinks,
} from "@/components/insights/insight-parts";
import { PlaceTable } from "@/components/insights/place-table";
import { SupplyTables } from "@/components/insights/supply-table";
import { LocalityReviews } from "@/components/insights/reviews/locality-reviews";
import { YourReview } from "@/components/insights/reviews/your-review";
import { TrendChart } from "@/components/insights/trend-chart";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { env } from "@/lib/env";
import { CITIES, findCityBySlug, type CityRecord, type LocalityRecord } from "@/lib/geo/cities";
import { formatRate } from "@/lib/format/money";
import { getLocalityInsights } from "@/lib/insights/insight-queries";
import { latestShown } from "@/lib/insights/trend-math";
import { breadcrumbList, jsonLdGraph, priceDatasetJsonLd, type Crumb } from "@/lib/seo/json-ld";
import { INSIGHTS_PATH, insightsCityPath, insightsLocalityPath } from "@/lib/seo/urls";

/** Its status (200 or 404 for an unknown place) is decided before any byte is sent. */
export const instant = false;

/** The popular cities' first localities are prerendered; the others render on first visit. */
export function generateStaticParams() {
  return CITIES.filter((c) => c.popular).flatMap((c) =>
    c.localities.slice(0, 3).map((l) => ({ city: c.slug, locality: l.slug })),
  );
}

function placeOr404(citySlug: string, localitySlug: string) {
  const city = findCityBySlug(citySlug);
  if (!city || city.slug !== citySlug) notFound();
  const locality = city.localities.find((l) => l.slug === localitySlug);
  if (!locality) notFound();
  return { city, locality };
}

async function pageMetadata({
  params,
}: PageProps<"/[locale]/insights/[city]/[locality]">): Promise<Metadata> {
  const p = await params;
  const { city, locality } = placeOr404(p.city, p.locality);
  const title = `${locality.name}, ${city.name}: property prices, trends and reviews`;
  const description = `Price per sq ft and rent in ${locality.name}, ${city.name} by month, rent yield, listings by type, projects, nearby localities compared and residents' reviews.`;
  const path = insightsLocalityPath(city.slug, locality.slug);
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type: "website", title, description, url: path },
  };
}

async function LocalityBody({ city, locality }: { city: CityRecord; locality: LocalityRecord }) {
  await connection();
  const data = await getLocalityInsights(city.slug, locality.slug);
  if (!data) notFound();
  const { trends } = data;
  const band = latestShown(trends.sale);
  return (
    <>
      {data.months.length ? (
        <JsonLdScript
          data={jsonLdGraph(
            priceDatasetJsonLd(env.SITE_URL, {
              name: `Property prices in ${locality.name}, ${city.name}`,
              description: `Monthly median asking price per sq ft for sale and rent in ${locality.name}, ${city.name}.`,
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
        />
        <p className="mt-3 text-slate-700" data-testid="price-band">
          {band
            ? `Price band: most listings (the middle half) asked ${formatRate(band.p25!, "sale", true)} to ${formatRate(band.p75!, "sale")}`
            : `Not enough listings in ${locality.name} for a price band yet (a month needs at least 5).`}
          {band && data.cityTrends.saleMedian !== null
            ? `; the ${city.name} median is ${formatRate(data.cityTrends.saleMedian, "sale")}.`
            : band
              ? "."
              : ""}
        </p>
      </div>
      <Section id="trend" title={`Price trend in ${locality.name}`}>
        <div className="grid gap-4 lg:grid-cols-2">
          <TrendChart
            id="locality-sale-trend"
            title={`${locality.name}: asking price per sq ft, for sale`}
            series={trends.sale}
            deal="sale"
          />
          <TrendChart
            id="locality-rent-trend"
            title={`${locality.name}: rent per sq ft a month`}
            series={trends.rent}
            deal="rent"
          />
        </div>
        <div className="mt-3">
          <SourceNote refreshedAt={data.refreshedAt} />
        </div>
      </Section>
      <Section id="listings" title={`Property in ${locality.name} now`}>
        <SupplyTables
          supply={data.supply}
          place={{ city: city.name, state: city.state, locality: locality.name }}
        />
      </Section>
      <Section id="projects" title={`Projects in ${locality.name}`}>
        {data.projects.length ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.projects.map((p) => (
              <li key={p.id}>
                <ProjectCard project={p} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">No projects listed in {locality.name} yet.</p>
        )}
      </Section>
      <Section id="reviews" title={`Residents' reviews of ${locality.name}`}>
        <LocalityReviews localityId={data.locality.id} localityName={locality.name} />
        <h3 className="mb-3 mt-8 text-lg font-semibold text-slate-900">Write a review</h3>
        <Suspense fallback={<div className="h-24 animate-pulse rounded-xl bg-slate-100" />}>
          <YourReview localityId={data.locality.id} localityName={locality.name} />
        </Suspense>
      </Section>
      {data.nearby.length ? (
        <Section id="nearby" title={`Localities near ${locality.name}`}>
          <PlaceTable
            caption={`The closest localities in ${city.name} (straight-line distance) compared.`}
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
  const { city, locality } = placeOr404(p.city, p.locality);
  const crumbs: Crumb[] = [
    { name: "Home", path: "/" },
    { name: "Insights", path: INSIGHTS_PATH },
    { name: city.name, path: insightsCityPath(city.slug) },
    { name: locality.name, path: insightsLocalityPath(city.slug, locality.slug) },
  ];
  return (
    <main className="pb-16 pt-32">
      <JsonLdScript data={jsonLdGraph(breadcrumbList(env.SITE_URL, crumbs))} />
      <div className="mx-auto max-w-7xl px-4">
        <Breadcrumbs crumbs={crumbs} />
        <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">
          {locality.name}, {city.name}: prices, trends and reviews
        </h1>
      </div>
      <Suspense fallback={<InsightSkeleton />}>
        <LocalityBody city={city} locality={locality} />
      </Suspense>
      <Section id="tools" title="Tools for buyers">
        <ToolLinks />
      </Section>
    </main>
  );
}

export async function generateMetadata(
  props: PageProps<"/[locale]/insights/[city]/[locality]">,
): Promise<Metadata> {
  return localizeMetadata((await props.params).locale, await pageMetadata(props));
}
