import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localizeMetadata } from "@/lib/seo/alternates";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "@/components/i18n/link";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { RequestForm } from "@/components/forms/request-form";
import { officeHours } from "@/lib/content/office-hours";
import { pageLocale } from "@/lib/i18n/page-locale";
import { breadcrumbJsonLd, contactPageJsonLd } from "@/lib/seo/content-json-ld";
import { fullAddress, site, siteAddress } from "@/lib/site";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/contact">): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "infoPages.contact" });
  return localizeMetadata(locale, {
    title: t("metaTitle"),
    description: t("metaDescription", {
      phone: site.phoneDisplay,
      email: site.email,
      name: site.name,
    }),
    alternates: { canonical: "/contact" },
  });
}

export default async function ContactPage({ params }: PageProps<"/[locale]/contact">) {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "infoPages.contact" });
  const crumb = await getTranslations({ locale, namespace: "infoPages.crumbs" });
  const crumbs = [
    { name: crumb("home"), path: "/" },
    { name: crumb("contact"), path: "/contact" },
  ];
  const a = siteAddress(locale);
  const mapHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress())}`;
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{t("title")}</h1>
      <p className="mt-3 max-w-3xl text-lg leading-8 text-slate-700">{t("lead")}</p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_28rem]">
        <section aria-labelledby="reach-us">
          <h2 id="reach-us" className="text-2xl font-bold text-slate-900">
            {t("reachUs")}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            <li className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <Phone aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t("phone")}
              </h3>
              <a
                href={`tel:${site.phoneTel}`}
                className="mt-2 inline-block font-medium text-brand-700 underline"
              >
                {site.phoneDisplay}
              </a>
            </li>
            <li className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <Mail aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t("email")}
              </h3>
              <a
                href={`mailto:${site.email}`}
                className="mt-2 inline-block font-medium text-brand-700 underline"
              >
                {site.email}
              </a>
            </li>
            <li className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <MapPin aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t("office")}
              </h3>
              <address className="mt-2 not-italic leading-7 text-slate-700">
                {site.name}
                <br />
                {a.line1}
                <br />
                {a.city}, {a.state} {a.pin}
                <br />
                {a.country}
              </address>
              <a
                href={mapHref}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 inline-block text-sm font-medium text-brand-700 underline"
              >
                {t("openMaps")}
                <span className="sr-only">{t("newTab")}</span>
              </a>
            </li>
            <li className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <Clock aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t("hours")}
              </h3>
              <dl className="mt-2 space-y-1 text-slate-700">
                {officeHours(locale).map((row) => (
                  <div key={row.days}>
                    <dt className="text-sm">{row.days}</dt>
                    <dd className="font-medium">{row.hours}</dd>
                  </div>
                ))}
              </dl>
            </li>
          </ul>
          <p className="mt-6 text-sm leading-6 text-slate-600">
            {t.rich("grievance", {
              email: site.email,
              mail: (chunks) => (
                <a href={`mailto:${site.email}`} className="font-medium text-brand-700 underline">
                  {chunks}
                </a>
              ),
              policy: (chunks) => (
                <Link href="/privacy-policy" className="font-medium text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </section>
        <div id="message" className="scroll-mt-32">
          <RequestForm
            variant="contact"
            heading={t("formHeading")}
            description={t("formDescription")}
          />
        </div>
      </div>
      <JsonLdScript data={breadcrumbJsonLd(crumbs)} />
      <JsonLdScript data={contactPageJsonLd()} />
    </main>
  );
}
