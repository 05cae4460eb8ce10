import type { Metadata } from "next";
import { localizeMetadata } from "@/lib/seo/alternates";
import { NotFoundPage, notFoundMetadata } from "@/components/layout/not-found-page";
import { getTranslations } from "next-intl/server";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { ServiceDetail } from "@/components/content/service-detail";
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from "@/lib/seo/content-json-ld";
import { pageLocale } from "@/lib/i18n/page-locale";
import { phraseFor } from "@/lib/i18n/phrase";
import { findService, SERVICES } from "@/lib/services/catalog";
import { getServiceContent } from "@/lib/services/content/service-content";
import { site } from "@/lib/site";

export function generateStaticParams() {
  return SERVICES.map((s) => ({ slug: s.slug }));
}

async function pageMetadata({ params }: PageProps<"/[locale]/services/[slug]">): Promise<Metadata> {
  const { slug, locale } = await params;
  const service = findService(slug);
  if (!service) return notFoundMetadata();
  const content = getServiceContent(service.slug, pageLocale(locale));
  const path = `/services/${service.slug}`;
  return {
    title: content.metaTitle,
    description: content.metaDescription,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: "en_IN",
      title: content.metaTitle,
      description: content.metaDescription,
      url: path,
    },
  };
}

export default async function ServicePage({ params }: PageProps<"/[locale]/services/[slug]">) {
  const { slug, locale: param } = await params;
  const locale = pageLocale(param);
  const service = findService(slug);
  if (!service) return <NotFoundPage />;
  const content = getServiceContent(service.slug, locale);
  const path = `/services/${service.slug}`;
  const crumb = await getTranslations({ locale, namespace: "infoPages.crumbs" });
  const title = phraseFor(locale)(service.title);
  return (
    <>
      <ServiceDetail service={service} content={content} locale={locale} />
      <JsonLdScript
        data={breadcrumbJsonLd([
          { name: crumb("home"), path: "/" },
          { name: crumb("services"), path: "/services" },
          { name: title, path },
        ])}
      />
      <JsonLdScript data={faqPageJsonLd(content.faqs)} />
      <JsonLdScript
        data={serviceJsonLd({ name: title, description: content.metaDescription, path })}
      />
    </>
  );
}

export async function generateMetadata(
  props: PageProps<"/[locale]/services/[slug]">,
): Promise<Metadata> {
  return localizeMetadata((await props.params).locale, await pageMetadata(props));
}
