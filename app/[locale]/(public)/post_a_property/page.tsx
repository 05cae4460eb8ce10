import type { Metadata } from "next";
import { localizedMetadata } from "@/lib/seo/alternates";
import { PostLanding } from "@/components/seller/post-landing";
import { pageLocale } from "@/lib/i18n/page-locale";

/** Same page as /post-property (the spec names both); the canonical URL is /post-property. */
const metadata: Metadata = {
  title: "Post Your Property for Free",
  description:
    "List your flat, house, land, plot, office or shop on LAND Acre for free and get enquiries from buyers and tenants.",
  alternates: { canonical: "/post-property" },
};

export const generateMetadata = localizedMetadata(metadata);

export default async function PostAPropertyPage({
  params,
}: PageProps<"/[locale]/post_a_property">) {
  return <PostLanding kind="property" locale={pageLocale((await params).locale)} />;
}
