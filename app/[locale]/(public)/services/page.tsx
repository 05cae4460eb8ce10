import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localizedMetadata } from "@/lib/seo/alternates";
import { Link } from "@/components/i18n/link";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { breadcrumbJsonLd } from "@/lib/seo/content-json-ld";
import { pageLocale } from "@/lib/i18n/page-locale";
import { phraseFor } from "@/lib/i18n/phrase";
import { SERVICES } from "@/lib/services/catalog";
import { getServiceContent } from "@/lib/services/content/service-content";

const metadata: Metadata = {
  title: "Property Services — Legal, Valuation, Home Loans and More",
  description:
    "Thirteen services around buying, selling, building and renting property in India: legal checks, valuation, home loans, inspection, management, architects, Vaastu and more.",
  alternates: { canonical: "/services" },
};

export const generateMetadata = localizedMetadata(metadata);

export default async function ServicesPage({ params }: PageProps<"/[locale]/services">) {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "infoPages" });
  const phrase = phraseFor(locale);
  const crumbs = [
    { name: t("crumbs.home"), path: "/" },
    { name: t("crumbs.services"), path: "/services" },
  ];
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{t("services.title")}</h1>
      <p className="mt-3 max-w-3xl text-lg leading-8 text-slate-700">{t("services.lead")}</p>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((service) => (
          <li key={service.slug} className="flex">
            <Link
              href={`/services/${service.slug}`}
              className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-600 hover:shadow-sm"
            >
              <h2 className="text-lg font-semibold text-slate-900">{phrase(service.title)}</h2>
              <p className="mt-2 text-sm leading-6 text-slate-700">
                {getServiceContent(service.slug, locale).lead}
              </p>
              <span className="mt-auto pt-4 text-sm font-semibold text-brand-700">
                {t("services.learnMore")}
                <span className="sr-only">
                  {t("services.aboutService", { service: phrase(service.title) })}
                </span>{" "}
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <JsonLdScript data={breadcrumbJsonLd(crumbs)} />
    </main>
  );
}
