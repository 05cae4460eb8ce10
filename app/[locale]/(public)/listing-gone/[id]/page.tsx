import type { Metadata } from "next";
import { localizedMetadata } from "@/lib/seo/alternates";
import { notFound } from "next/navigation";
import { GoneListingView } from "@/components/property/gone-listing-view";
import { getGoneListing } from "@/lib/properties/gone-property";
import { pageLocale } from "@/lib/i18n/page-locale";
import { parseIdParam } from "@/lib/seo/urls";

/**
 * What the old address of a listing that left the site shows (its title, similar listings).
 * Never visited by this path: lib/http/gone-listing-hook.ts serves it at the listing's own address
 * with 410 Gone (an App Router page cannot choose that status), and proxy.ts answers this path
 * itself with 404.
 * Rendered once per id and cached until the listing changes again.
 */
export function generateStaticParams() {
  return [{ id: "0" }];
}

const metadata: Metadata = {
  title: "This property is no longer available",
  robots: { index: false, follow: true },
};

export const generateMetadata = localizedMetadata(metadata);

export default async function ListingGonePage({
  params,
}: PageProps<"/[locale]/listing-gone/[id]">) {
  const { id: param, locale } = await params;
  const id = parseIdParam(param);
  const gone = id ? await getGoneListing(id, pageLocale(locale)) : null;
  if (!gone) notFound();
  return <GoneListingView gone={gone} />;
}
