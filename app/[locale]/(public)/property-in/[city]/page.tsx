import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { localizeMetadata } from "@/lib/seo/alternates";
import { cityName, localityName, stateName } from "@/lib/geo/place-names-hi";
import { Link } from "@/components/i18n/link";
import { NotFoundPage, notFoundMetadata } from "@/components/layout/not-found-page";
import { CityPriceLine } from "@/components/city/city-price-line";
import { TypeLinks } from "@/components/city/type-links";
import { ListingGrid } from "@/components/property/property-card";
import { ProjectCard } from "@/components/home/project-card";
import { Section } from "@/components/home/section";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { env } from "@/lib/env";
import { CITIES, cityAtSlug, type CityRecord } from "@/lib/geo/cities";
import { formatIndianNumber } from "@/lib/format/money";
import { getCityProjects } from "@/lib/projects/project-cards";
import { getCityInsights } from "@/lib/insights/insight-queries";
import { getCityOverview } from "@/lib/properties/city-overview";
import { breadcrumbList, jsonLdGraph, type Crumb } from "@/lib/seo/json-ld";
import { listingSearchHref } from "@/lib/seo/search-links";
import { cityPagePath } from "@/lib/seo/urls";

/**
 * Rendered once per URL on its first visit and kept (ISR), until a tag it read expires. Its
 * status (200, 308 to the canonical URL or 404) is decided in that render, before any byte is
 * sent. Nothing is prerendered at `next build` (no seeded database there): Cache Components
 * wants one param, and "0" names nothing, so it prerenders the 404 without a database read.
 */
export function generateStaticParams() {
  return [{ city: "0" }];
}

export const instant = false;

async function pageMetadata(city: CityRecord): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations("cityPage");
  const name = cityName(city.name, locale);
  const title = t("metaTitle", { city: name });
  const description = t("metaDescription", { city: name, state: stateName(city.state, locale) });
  return {
    title,
    description,
    alternates: { canonical: cityPagePath(city.slug) },
    openGraph: { type: "website", title, description, url: cityPagePath(city.slug) },
  };
}

/** City landing page: /property-in/<city>. */
export default async function CityPage({ params }: PageProps<"/[locale]/property-in/[city]">) {
  const city = cityAtSlug((await params).city);
  if (!city) return <NotFoundPage />;
  const [overview, projects, insights] = await Promise.all([
    getCityOverview(city.slug),
    getCityProjects(city.slug, 6),
    getCityInsights(city.slug),
  ]);
  const locale = await getLocale();
  const t = await getTranslations("cityPage");
  const name = cityName(city.name, locale);
  const crumbs: Crumb[] = [
    { name: t("home"), path: "/" },
    { name: t("propertyIn", { city: name }), path: cityPagePath(city.slug) },
  ];
  const neighbours = CITIES.filter((c) => c.state === city.state && c.slug !== city.slug).slice(
    0,
    6,
  );
  const others = neighbours.length
    ? neighbours
    : CITIES.filter((c) => c.popular && c.slug !== city.slug);

  return (
    <main className="pb-16 pt-32">
      <JsonLdScript data={jsonLdGraph(breadcrumbList(env.SITE_URL, crumbs))} />
      <div className="mx-auto max-w-7xl px-4">
        <Breadcrumbs crumbs={crumbs} />
        <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">
          {t("propertyIn", { city: name })}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          {t("lead", {
            listings:
              overview.total > 0
                ? t("leadCount", { n: formatIndianNumber(overview.total) })
                : t("leadNone"),
            city: name,
            state: stateName(city.state, locale),
          })}
          {insights ? <CityPriceLine city={city} trends={insights.trends} /> : null}
        </p>
      </div>
      <Section id="by-type" title={t("browse", { city: name })}>
        <TypeLinks counts={overview.byType} city={city.name} state={city.state} />
      </Section>
      {overview.localities.length ? (
        <Section id="localities" title={t("topLocalities", { city: name })}>
          <ul className="flex flex-wrap gap-2">
            {overview.localities.map((l) => (
              <li key={l.name}>
                <Link
                  href={listingSearchHref({
                    propertyType: "FlatApartment",
                    transactionType: "Buy",
                    city: city.name,
                    state: city.state,
                    locality: l.name,
                  })}
                  className="inline-block rounded-full border border-slate-300 bg-white px-4 py-2 text-sm text-slate-800 hover:border-brand-600"
                >
                  {localityName(l.name, locale)}{" "}
                  <span className="text-slate-600">({formatIndianNumber(l.count)})</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {overview.listings.length ? (
        <Section id="listings" title={t("featured", { city: name })}>
          <ListingGrid listings={overview.listings} eagerFirst={2} />
        </Section>
      ) : null}
      <Section id="projects" title={t("newProjects", { city: name })}>
        {projects.length ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {projects.map((p) => (
              <li key={p.id}>
                <ProjectCard project={p} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">{t("noProjects", { city: name })}</p>
        )}
      </Section>
      <Section
        id="nearby"
        title={
          neighbours.length
            ? t("moreCities", { state: stateName(city.state, locale) })
            : t("popularCities")
        }
      >
        <ul className="flex flex-wrap gap-2">
          {others.map((c) => (
            <li key={c.slug}>
              <Link
                href={cityPagePath(c.slug)}
                className="font-medium text-brand-700 hover:underline"
              >
                {t("propertyIn", { city: cityName(c.name, locale) })}
              </Link>
              <span aria-hidden className="ml-2 text-slate-300">
                |
              </span>
            </li>
          ))}
        </ul>
      </Section>
    </main>
  );
}

export async function generateMetadata(
  props: PageProps<"/[locale]/property-in/[city]">,
): Promise<Metadata> {
  const params = await props.params;
  const city = cityAtSlug(params.city);
  if (!city) return notFoundMetadata();
  return localizeMetadata(params.locale, await pageMetadata(city));
}
