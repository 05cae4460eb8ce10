import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GoneListingView } from "@/components/property/gone-listing-view";
import { getGoneListing } from "@/lib/properties/gone-property";
import { parseIdParam } from "@/lib/seo/urls";

/**
 * What the old address of a listing that left the site shows (its title, similar listings).
 * Never visited by this path: proxy.ts serves it at the listing's own address with 410 Gone
 * (an App Router page cannot choose that status), and answers this path itself with 404.
 * Rendered once per id and cached until the listing changes again.
 */
export function generateStaticParams() {
  return [{ id: "0" }];
}

export const metadata: Metadata = {
  title: "This property is no longer available",
  robots: { index: false, follow: true },
};

export default async function ListingGonePage({
  params,
}: PageProps<"/[locale]/listing-gone/[id]">) {
  const id = parseIdParam((await params).id);
  const gone = id ? await getGoneListing(id) : null;
  if (!gone) notFound();
  return <GoneListingView gone={gone} />;
}
