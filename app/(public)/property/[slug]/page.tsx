import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { after } from "next/server";
import { PropertyDetails } from "@/components/property/property-details";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { getPublicProperty } from "@/lib/properties/get-property";
import { recordPropertyView } from "@/lib/properties/record-view";
import { propertyDescription, propertyTitle } from "@/lib/seo/describe";
import { idFromSlugSegment, propertyPath } from "@/lib/seo/urls";

/** Its status (200, 308 to the canonical URL or 404) is decided before any byte is sent. */
export const instant = false;

async function load(slug: string) {
  const id = idFromSlugSegment(slug);
  const property = id ? await getPublicProperty(id) : null;
  if (!property) notFound();
  return property;
}

export async function generateMetadata({
  params,
}: PageProps<"/property/[slug]">): Promise<Metadata> {
  const property = await load((await params).slug);
  const title = propertyTitle(property);
  const description = propertyDescription(property);
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
export default async function PropertyPage({ params }: PageProps<"/property/[slug]">) {
  const { slug } = await params;
  const property = await load(slug);
  const canonical = propertyPath(property);
  if (`/property/${slug}` !== canonical) permanentRedirect(canonical);
  after(async () => {
    try {
      await recordPropertyView(property.id);
    } catch (error) {
      log.warn({ err: error, propertyId: property.id }, "could not count a property view");
    }
  });
  return <PropertyDetails property={property} baseUrl={env.SITE_URL} />;
}
