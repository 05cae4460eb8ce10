import type { Metadata } from "next";
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

export const metadata: Metadata = {
  title: { absolute: `${site.name} — Buy, sell and rent property in India` },
  description:
    "Search verified flats, houses, plots, offices and shops for sale and rent across India, and new RERA-registered builder projects. Prices in lakh and crore, EMI calculator, verified agents.",
  alternates: { canonical: "/" },
  openGraph: {
    title: `${site.name} — Buy, sell and rent property in India`,
    description: site.description,
    url: "/",
  },
};

/*
 * One cached page for every visitor: the database-backed sections are tag-expired 'use cache'
 * reads, so the page is rendered again only when a listing, project or city count changes (and
 * once per server start: at `next build` the reads answer empty, lib/cache/build-snapshot.ts).
 * The visitor's own city is filled in by the browser (YourCitySection).
 */

async function ListingCountLabel() {
  const counts = await getActiveCountsByCity();
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return total > 0 ? `${formatIndianNumber(total)} properties listed` : "Verified agents";
}

async function FeaturedSection() {
  const featured = await getFeaturedListings(8);
  if (featured.length === 0) return null;
  return (
    <Section
      id="featured"
      title="Featured properties"
      subtitle="Hand-picked verified listings from owners, agents and builders."
      viewAll={{
        href: listingSearchHref({ propertyType: "FlatApartment", transactionType: "Buy" }),
        label: "Browse all →",
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
  return (
    <Section
      id="new-projects"
      title="New projects"
      subtitle="Launches and under-construction projects with RERA registration."
    >
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

export default function HomePage() {
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
          <Suspense fallback="Verified agents">
            <ListingCountLabel />
          </Suspense>
        }
      />
      {/* The listing sections (each read is cached and tag-expired). */}
      <Suspense fallback={<div className="min-h-[120rem]" aria-hidden />}>
        <FeaturedSection />
        <YourCitySection />
        <PopularCitiesWithCounts />
        <NewProjectsSection />
      </Suspense>
      <ServicesGrid />
      <InsightsTeaser />
      <SeoLinkBlocks />
    </main>
  );
}
