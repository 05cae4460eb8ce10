import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { Link } from "@/components/i18n/link";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { env } from "@/lib/env";
import { absoluteUrl, breadcrumbList, jsonLdGraph, type Crumb } from "@/lib/seo/json-ld";
import {
  INSIGHT_TOOLS,
  INSIGHTS_PATH,
  insightsToolPath,
  type InsightToolSlug,
} from "@/lib/seo/urls";

export type ToolPageText = { slug: InsightToolSlug; title: string; intro: string };

/** A tool page's title, description, canonical URL and Open Graph card. */
export function toolMetadata({ slug, title, intro }: ToolPageText): Metadata {
  const path = insightsToolPath(slug);
  return {
    title,
    description: intro,
    alternates: { canonical: path },
    openGraph: { type: "website", title, description: intro, url: path },
  };
}

/** The frame of a tool page: breadcrumbs, heading, JSON-LD, the tool, and the other tools. */
export function ToolPage({
  slug,
  title,
  intro,
  children,
}: ToolPageText & { children: React.ReactNode }) {
  const t = useTranslations("tools");
  const phrase = usePhrase();
  const path = insightsToolPath(slug);
  const heading = phrase(title);
  const lead = phrase(intro);
  const crumbs: Crumb[] = [
    { name: t("home"), path: "/" },
    { name: t("insights"), path: INSIGHTS_PATH },
    { name: heading, path },
  ];
  return (
    <main className="pb-16 pt-24">
      <JsonLdScript
        data={jsonLdGraph(
          {
            "@type": "WebApplication",
            name: heading,
            description: lead,
            url: absoluteUrl(env.SITE_URL, path),
            applicationCategory: "FinanceApplication",
            operatingSystem: "Any",
            offers: { "@type": "Offer", price: 0, priceCurrency: "INR" },
          },
          breadcrumbList(env.SITE_URL, crumbs),
        )}
      />
      <div className="mx-auto max-w-5xl px-4">
        <Breadcrumbs crumbs={crumbs} />
        <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{heading}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{lead}</p>
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">{children}</div>
        <nav aria-label={t("otherTools")} className="mt-10">
          <h2 className="text-lg font-semibold text-slate-900">{t("otherTools")}</h2>
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {INSIGHT_TOOLS.filter((tool) => tool.slug !== slug).map((tool) => (
              <li key={tool.slug}>
                <Link
                  href={insightsToolPath(tool.slug)}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {phrase(tool.name)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}
