import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { getPublicProperty } from "@/lib/properties/get-property";
import { parseIdParam, propertyPath } from "@/lib/seo/urls";

/** A redirect (308) or a 404, decided before any byte is sent. */
export const instant = false;

export const metadata: Metadata = { robots: { index: false } };

/** The spec's /property-profile?id=… → 308 to the listing's canonical URL (404 when there is none). */
export default async function PropertyProfilePage({
  searchParams,
}: PageProps<"/property-profile">) {
  const id = parseIdParam((await searchParams).id);
  const property = id ? await getPublicProperty(id) : null;
  if (!property) notFound();
  permanentRedirect(propertyPath(property));
}
