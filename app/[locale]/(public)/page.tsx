import type { Metadata } from "next";
import { localizeMetadata } from "@/lib/seo/alternates";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { Hero } from "@/components/home/hero";
import { InsightsTeaser } from "@/components/home/insights-teaser";
import { ListingGrid } from "@/components/property/property-card";
import { PopularCities } from "@/components/home/popular-cities";
import { ProjectCard } from "@/components/home/project-card";
import { Section } from "@/components/home/section";
import { SeoLinkBlocks } from "@/components/home/seo-link-blocks";
import { ServicesGrid } from "@/components/home/services-grid";
import { YourCitySection } from "@/components/home/your-city-section";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { env } from "@/lib/env";
import { CITY_OPTIONS } from "@/lib/geo/cities";
import { formatIndianNumber } from "@/lib/format/money";
import { getNewProjects } from "@/lib/projects/project-cards";
import { getActiveCountsByCity, getFeaturedListings } from "@/lib/properties/home-sections";
import { jsonLdGraph, websiteJsonLd } from "@/lib/seo/json-ld";
import { listingSearchHref } from "@/lib/seo/search-links";
import { site } from "@/lib/site";

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const t = await getTranslations("home");
  const siteT = await getTranslations("site");
  const title = t("metaTitle", { name: site.name });
  return localizeMetadata((await params).locale, {
    title: { absolute: title },
    description: t("metaDescription"),
    alternates: { canonical: "/" },
    openGraph: { title, description: siteT("description"), url: "/" },
  });
}

/*
 * One cached page for every visitor: the database-backed sections are tag-expired 'use cache'
 * reads, so the page is rendered again only when a listing, project or city count changes (and
 * once per server start: at `next build` the reads answer empty, lib/cache/build-snapshot.ts).
 * The visitor's own city is filled in by the browser (YourCitySection).
 */

async function ListingCountLabel() {
  const counts = await getActiveCountsByCity();
  const t = await getTranslations("home");
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return total > 0 ? t("listed", { count: formatIndianNumber(total) }) : t("verifiedAgents");
}

async function FeaturedSection() {
  const featured = await getFeaturedListings(8);
  if (featured.length === 0) return null;
  const t = await getTranslations("home");
  return (
    <Section
      id="featured"
      title={t("featured")}
      subtitle={t("featuredSubtitle")}
      viewAll={{
        href: listingSearchHref({ propertyType: "FlatApartment", transactionType: "Buy" }),
        label: t("browseAll"),
      }}
    >
      <ListingGrid listings={featured} />
    </Section>
  );
}

async function PopularCitiesWithCounts() {
  return <PopularCities counts={await getActiveCountsByCity()} />;
}

async function NewProjectsSection() {
  const projects = await getNewProjects(6);
  if (projects.length === 0) return null;
  const t = await getTranslations("home");
  return (
    <Section id="new-projects" title={t("newProjects")} subtitle={t("newProjectsSubtitle")}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default async function HomePage() {
  const t = await getTranslations("home");
  return (
    <main>
      <JsonLdScript
        data={jsonLdGraph(
          ...websiteJsonLd(env.SITE_URL, {
            name: site.name,
            description: site.description,
            email: site.email,
            phone: site.phoneTel,
          }),
        )}
      />
      <Hero
        cities={CITY_OPTIONS}
        countLabel={
          <Suspense fallback={t("verifiedAgents")}>
            <ListingCountLabel />
          </Suspense>
        }
      />
      {/* The listing sections (each read is cached and tag-expired). */}
      <FeaturedSection />
      <YourCitySection />
      <PopularCitiesWithCounts />
      <NewProjectsSection />
      <ServicesGrid />
      <InsightsTeaser />
      <SeoLinkBlocks />
    </main>
  );
}
