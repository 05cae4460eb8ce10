import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/content/json-ld";
import { ServiceDetail } from "@/components/content/service-detail";
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from "@/lib/content/structured-data";
import { findService, SERVICES } from "@/lib/services/catalog";
import { getServiceContent } from "@/lib/services/content/service-content";
import { site } from "@/lib/site";

export function generateStaticParams() {
  return SERVICES.map((s) => ({ slug: s.slug }));
}

export async function generateMetadata({
  params,
}: PageProps<"/services/[slug]">): Promise<Metadata> {
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

export default async function ServicePage({ params }: PageProps<"/services/[slug]">) {
  const service = findService((await params).slug);
  if (!service) notFound();
  const content = getServiceContent(service.slug);
  const path = `/services/${service.slug}`;
  return (
    <>
      <ServiceDetail service={service} content={content} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Services", path: "/services" },
          { name: service.title, path },
        ])}
      />
      <JsonLd data={faqPageJsonLd(content.faqs)} />
      <JsonLd
        data={serviceJsonLd({ name: service.title, description: content.metaDescription, path })}
      />
    </>
  );
}
