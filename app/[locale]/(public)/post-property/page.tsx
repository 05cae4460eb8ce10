import type { Metadata } from "next";
import { localizeMetadata } from "@/lib/seo/alternates";
import { PostLanding } from "@/components/seller/post-landing";

const metadata: Metadata = {
  title: "Post Your Property for Free",
  description:
    "List your flat, house, land, plot, office or shop on LAND Acre for free and get enquiries from buyers and tenants.",
  alternates: { canonical: "/post-property" },
};

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  return localizeMetadata((await params).locale, metadata);
}

export default function PostPropertyPage() {
  return <PostLanding kind="property" />;
}
