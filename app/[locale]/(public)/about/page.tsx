import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localizeMetadata } from "@/lib/seo/alternates";
import { CheckCircle2 } from "lucide-react";
import { Link } from "@/components/i18n/link";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { aboutContent } from "@/lib/content/about-content";
import { cityName } from "@/lib/geo/city-names-hi";
import { pageLocale } from "@/lib/i18n/page-locale";
import { breadcrumbJsonLd, organizationJsonLd } from "@/lib/seo/content-json-ld";
import { searchResultsHref } from "@/lib/search/search-link";
import { fullAddress, POPULAR_CITIES, site } from "@/lib/site";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/about">): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const about = aboutContent(locale);
  return localizeMetadata(locale, {
    title: about.metaTitle,
    description: about.metaDescription,
    alternates: { canonical: "/about" },
  });
}

export default async function AboutPage({ params }: PageProps<"/[locale]/about">) {
  const locale = pageLocale((await params).locale);
  const ABOUT = aboutContent(locale);
  const t = await getTranslations({ locale, namespace: "infoPages.about" });
  const crumb = await getTranslations({ locale, namespace: "infoPages.crumbs" });
  const crumbs = [
    { name: crumb("home"), path: "/" },
    { name: crumb("about"), path: "/about" },
  ];
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {t("title", { name: site.name })}
        </h1>
        <p className="mt-3 text-lg leading-8 text-slate-700">{ABOUT.lead}</p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="story">
          <h2 id="story" className="text-2xl font-bold text-slate-900">
            {t("story")}
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
            {t("mission")}
          </h2>
          <p className="mt-3 leading-7">{ABOUT.mission}</p>
        </section>
      </div>

      <section aria-labelledby="verification" className="mt-14">
        <h2 id="verification" className="text-2xl font-bold text-slate-900">
          {t("verification")}
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
          {t("features", { name: site.name })}
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
            {t("commitments")}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700">
            {ABOUT.commitments.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="where">
          <h2 id="where" className="text-2xl font-bold text-slate-900">
            {t("where")}
          </h2>
          <p className="mt-3 leading-7 text-slate-700">
            {t("office", { address: fullAddress(locale) })}
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
                  {t("flatsIn", { city: cityName(city, locale) })}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              href="/contact"
              className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900"
            >
              {t("contact")}
            </Link>
            <Link
              href="/services"
              className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:border-brand-600"
            >
              {t("services")}
            </Link>
          </div>
        </section>
      </div>
      <JsonLdScript data={breadcrumbJsonLd(crumbs)} />
      <JsonLdScript data={organizationJsonLd()} />
    </main>
  );
}
