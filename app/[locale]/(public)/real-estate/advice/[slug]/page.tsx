import type { Metadata } from "next";
import { localizeMetadata } from "@/lib/seo/alternates";
import { NotFoundPage, notFoundMetadata } from "@/components/layout/not-found-page";
import { getTranslations } from "next-intl/server";
import { ArticleView } from "@/components/content/article-view";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { ARTICLES, findArticle } from "@/lib/content/articles/all-articles";
import { pageLocale } from "@/lib/i18n/page-locale";
import { articleJsonLd, breadcrumbJsonLd } from "@/lib/seo/content-json-ld";
import { site } from "@/lib/site";

export function generateStaticParams() {
  return ARTICLES.map((a) => ({ slug: a.slug }));
}

async function pageMetadata({
  params,
}: PageProps<"/[locale]/real-estate/advice/[slug]">): Promise<Metadata> {
  const { slug, locale } = await params;
  const article = findArticle(slug, pageLocale(locale));
  if (!article) return notFoundMetadata();
  const path = `/real-estate/advice/${article.slug}`;
  return {
    title: article.title,
    description: article.metaDescription,
    alternates: { canonical: path },
    openGraph: {
      type: "article",
      siteName: site.name,
      locale: "en_IN",
      title: article.title,
      description: article.metaDescription,
      url: path,
      publishedTime: article.published,
      modifiedTime: article.updated,
    },
  };
}

export default async function AdviceArticlePage({
  params,
}: PageProps<"/[locale]/real-estate/advice/[slug]">) {
  const { slug, locale: param } = await params;
  const locale = pageLocale(param);
  const article = findArticle(slug, locale);
  if (!article) return <NotFoundPage />;
  const path = `/real-estate/advice/${article.slug}`;
  const t = await getTranslations({ locale, namespace: "infoPages.crumbs" });
  const crumbs = [
    { name: t("home"), path: "/" },
    { name: t("advice"), path: "/real-estate/advice" },
    { name: article.title, path },
  ];
  return (
    <>
      <ArticleView article={article} crumbs={crumbs} locale={locale} />
      <JsonLdScript data={breadcrumbJsonLd(crumbs)} />
      <JsonLdScript data={articleJsonLd(article, path)} />
    </>
  );
}

export async function generateMetadata(
  props: PageProps<"/[locale]/real-estate/advice/[slug]">,
): Promise<Metadata> {
  return localizeMetadata((await props.params).locale, await pageMetadata(props));
}
