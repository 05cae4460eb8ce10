import type { Metadata } from "next";
import { PostLanding, postCta } from "@/components/seller/post-landing";
import { isSignedInSeller } from "@/lib/auth/page-guards";

export const metadata: Metadata = {
  title: "Post Your Property for Free",
  description:
    "List your flat, house, land, plot, office or shop on LAND Acre for free and get enquiries from buyers and tenants.",
  alternates: { canonical: "/post-property" },
};

export default async function PostPropertyPage() {
  return <PostLanding kind="property" cta={postCta("property", await isSignedInSeller())} />;
}
