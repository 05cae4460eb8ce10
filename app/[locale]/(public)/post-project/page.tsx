import type { Metadata } from "next";
import { localizedMetadata } from "@/lib/seo/alternates";
import { PostLanding } from "@/components/seller/post-landing";
import { pageLocale } from "@/lib/i18n/page-locale";

const metadata: Metadata = {
  title: "Post Your Project for Free",
  description:
    "Builders: list your RERA-registered project on LAND Acre for free with unit plans, brochure and photos.",
  alternates: { canonical: "/post-project" },
};

export const generateMetadata = localizedMetadata(metadata);

export default async function PostProjectPage({ params }: PageProps<"/[locale]/post-project">) {
  return <PostLanding kind="project" locale={pageLocale((await params).locale)} />;
}
