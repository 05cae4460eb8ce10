import type { Metadata } from "next";
import { localizedMetadata } from "@/lib/seo/alternates";
import { CheckCircle2 } from "lucide-react";
import { Link } from "@/components/i18n/link";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { ABOUT } from "@/lib/content/about";
import { breadcrumbJsonLd, organizationJsonLd } from "@/lib/seo/content-json-ld";
import { searchResultsHref } from "@/lib/search/search-link";
import { fullAddress, POPULAR_CITIES, site } from "@/lib/site";

const metadata: Metadata = {
  title: ABOUT.metaTitle,
  description: ABOUT.metaDescription,
  alternates: { canonical: "/about" },
};

export const generateMetadata = localizedMetadata(metadata);

const crumbs = [
  { name: "Home", path: "/" },
  { name: "About Us", path: "/about" },
];

export default function AboutPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">About {site.name}</h1>
        <p className="mt-3 text-lg leading-8 text-slate-700">{ABOUT.lead}</p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="story">
          <h2 id="story" className="text-2xl font-bold text-slate-900">
            Our story
          </h2>
          {ABOUT.story.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-7 text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
        <section
          aria-labelledby="mission"
          className="self-start rounded-2xl bg-brand-900 p-6 text-white"
        >
          <h2 id="mission" className="text-xl font-bold">
            Our mission
          </h2>
          <p className="mt-3 leading-7">{ABOUT.mission}</p>
        </section>
      </div>

      <section aria-labelledby="verification" className="mt-14">
        <h2 id="verification" className="text-2xl font-bold text-slate-900">
          How we verify listings
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ABOUT.verification.map((item) => (
            <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="flex items-start gap-2 font-semibold text-slate-900">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 h-5 w-5 shrink-0 text-green-700"
                />
                {item.title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="features" className="mt-14">
        <h2 id="features" className="text-2xl font-bold text-slate-900">
          What you can do on {site.name}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ABOUT.features.map((item) => (
            <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-14 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="commitments">
          <h2 id="commitments" className="text-2xl font-bold text-slate-900">
            Our commitments
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700">
            {ABOUT.commitments.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="where">
          <h2 id="where" className="text-2xl font-bold text-slate-900">
            Where we are
          </h2>
          <p className="mt-3 leading-7 text-slate-700">
            Our office is at {fullAddress()}. Listings cover cities across India, including:
          </p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {POPULAR_CITIES.map(({ city, state }) => (
              <li key={city}>
                <Link
                  href={searchResultsHref({
                    propertyType: "FlatApartment",
                    transactionType: "Buy",
                    city,
                    state,
                  })}
                  className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:border-brand-600 hover:text-brand-700"
                >
                  Flats in {city}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              href="/contact"
              className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900"
            >
              Contact us
            </Link>
            <Link
              href="/services"
              className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:border-brand-600"
            >
              Our services
            </Link>
          </div>
        </section>
      </div>
      <JsonLdScript data={breadcrumbJsonLd(crumbs)} />
      <JsonLdScript data={organizationJsonLd()} />
    </main>
  );
}
