import type { Metadata } from "next";
import { localizeMetadata } from "@/lib/seo/alternates";
import { notFound } from "next/navigation";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { ServiceDetail } from "@/components/content/service-detail";
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from "@/lib/seo/content-json-ld";
import { findService, SERVICES } from "@/lib/services/catalog";
import { getServiceContent } from "@/lib/services/content/service-content";
import { site } from "@/lib/site";

export function generateStaticParams() {
  return SERVICES.map((s) => ({ slug: s.slug }));
}

async function pageMetadata({ params }: PageProps<"/[locale]/services/[slug]">): Promise<Metadata> {
  const service = findService((await params).slug);
  if (!service) return {};
  const content = getServiceContent(service.slug);
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
  const service = findService((await params).slug);
  if (!service) notFound();
  const content = getServiceContent(service.slug);
  const path = `/services/${service.slug}`;
  return (
    <>
      <ServiceDetail service={service} content={content} />
      <JsonLdScript
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Services", path: "/services" },
          { name: service.title, path },
        ])}
      />
      <JsonLdScript data={faqPageJsonLd(content.faqs)} />
      <JsonLdScript
        data={serviceJsonLd({ name: service.title, description: content.metaDescription, path })}
      />
    </>
  );
}

export async function generateMetadata(
  props: PageProps<"/[locale]/services/[slug]">,
): Promise<Metadata> {
  return localizeMetadata((await props.params).locale, await pageMetadata(props));
}
