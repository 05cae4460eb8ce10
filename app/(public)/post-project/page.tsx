import type { Metadata } from "next";
import { PostLanding, postCta } from "@/components/seller/post-landing";
import { isSignedInSeller } from "@/lib/auth/page-guards";

export const metadata: Metadata = {
  title: "Post Your Project for Free",
  description:
    "Builders: list your RERA-registered project on LAND Acre for free with unit plans, brochure and photos.",
  alternates: { canonical: "/post-project" },
};

export default async function PostProjectPage() {
  return <PostLanding kind="project" cta={postCta("project", await isSignedInSeller())} />;
}
