import type { Metadata } from "next";
import { localizeMetadata } from "@/lib/seo/alternates";
import { PostLanding } from "@/components/seller/post-landing";

const metadata: Metadata = {
  title: "Post Your Project for Free",
  description:
    "Builders: list your RERA-registered project on LAND Acre for free with unit plans, brochure and photos.",
  alternates: { canonical: "/post-project" },
};

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  return localizeMetadata((await params).locale, metadata);
}

export default function PostProjectPage() {
  return <PostLanding kind="project" />;
}
