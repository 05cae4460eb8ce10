import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { localizeMetadata } from "@/lib/seo/alternates";
import { isLocale, localizedPath } from "@/lib/i18n/locales";
import { permanentRedirect } from "next/navigation";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { NotFoundPage, notFoundMetadata } from "@/components/layout/not-found-page";
import { PropertyNotFound } from "@/components/property/property-not-found";
import { PropertyDetails } from "@/components/property/property-details";
import { ViewBeacon } from "@/components/property/view-beacon";
import { env } from "@/lib/env";
import { getPublicProperty, type PublicProperty } from "@/lib/properties/get-property";
import { propertyDescription, propertyTitle } from "@/lib/seo/describe";
import { idFromSlugSegment, propertyPath } from "@/lib/seo/urls";

/**
 * Rendered once per URL on its first visit and kept (ISR), until a tag it read expires. Its
 * status (200, 308 to the canonical URL or 404) is decided in that render, before any byte is
 * sent. Nothing is prerendered at `next build` (no seeded database there): Cache Components
 * wants one param, and "0" names nothing, so it prerenders the 404 without a database read.
 */
export function generateStaticParams() {
  return [{ slug: "0" }];
}

export const instant = false;

async function load(slug: string) {
  const id = idFromSlugSegment(slug);
  return id ? await getPublicProperty(id) : null;
}

async function pageMetadata(property: PublicProperty): Promise<Metadata> {
  const locale = await getLocale();
  const title = propertyTitle(property, locale);
  const description = propertyDescription(property, locale);
  const cover = property.media[0];
  const path = propertyPath(property);
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      title,
      description,
      url: path,
      ...(cover
        ? {
            images: [
              {
                url: cover.url,
                width: cover.width,
                height: cover.height,
                alt: cover.alt || property.title,
              },
            ],
          }
        : {}),
    },
    twitter: { card: cover ? "summary_large_image" : "summary", title, description },
  };
}

/** A listing's canonical page: /property/<slug>-<id>. */
export default async function PropertyPage({ params }: PageProps<"/[locale]/property/[slug]">) {
  const { slug, locale: param } = await params;
  const locale = isLocale(param) ? param : "en";
  const property = await load(slug);
  if (!property) {
    return (
      <NotFoundPage>
        <PropertyNotFound fallback={<NotFoundContent />} />
      </NotFoundPage>
    );
  }
  const canonical = propertyPath(property);
  if (`/property/${slug}` !== canonical) permanentRedirect(localizedPath(locale, canonical));
  return (
    <>
      <PropertyDetails property={property} baseUrl={env.SITE_URL} />
      <ViewBeacon propertyId={property.id} />
    </>
  );
}

export async function generateMetadata(
  props: PageProps<"/[locale]/property/[slug]">,
): Promise<Metadata> {
  const { slug, locale } = await props.params;
  const property = await load(slug);
  if (!property) return notFoundMetadata();
  return localizeMetadata(locale, await pageMetadata(property));
}
