import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import type { Article } from "@/lib/content/articles/types";
import { readingMinutes } from "@/lib/content/articles/all-articles";
import type { Crumb } from "@/lib/seo/json-ld";
import { findService } from "@/lib/services/catalog";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { ContentBlocks } from "./content-blocks";
import { formatLongDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/locales";
import { phraseFor } from "@/lib/i18n/phrase";

/** A guide from /real-estate/advice, with links to the services that help. */
export function ArticleView({
  article,
  crumbs,
  locale,
}: {
  article: Article;
  crumbs: Crumb[];
  locale: Locale;
}) {
  const t = useTranslations("infoPages");
  const phrase = phraseFor(locale);
  const services = article.relatedServices.map(findService).filter((s) => s !== undefined);
  return (
    <main className="mx-auto max-w-3xl px-4 pb-16 pt-32">
      <Breadcrumbs crumbs={crumbs} />
      <article className="mt-4">
        <header>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
            {t(`advice.categories.${article.category}`)} ·{" "}
            {t("advice.minRead", { minutes: readingMinutes(article) })}
          </p>
          <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{article.title}</h1>
          <p className="mt-3 text-lg leading-8 text-slate-700">{article.summary}</p>
          <p className="mt-3 text-sm text-slate-600">
            {t("article.updated")}{" "}
            <time dateTime={article.updated}>{formatLongDate(article.updated, locale)}</time>
          </p>
        </header>
        {article.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-2xl font-bold text-slate-900">{section.heading}</h2>
            <ContentBlocks blocks={section.blocks} />
          </section>
        ))}
        <p className="mt-10 rounded-lg bg-slate-100 p-4 text-sm leading-6 text-slate-700">
          {t("article.disclaimer")}
        </p>
      </article>
      <aside
        aria-labelledby="help-heading"
        className="mt-12 rounded-2xl border border-slate-200 bg-white p-6"
      >
        <h2 id="help-heading" className="text-xl font-bold text-slate-900">
          {t("article.help")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-3">
          {services.map((service) => (
            <li key={service.slug}>
              <Link
                href={`/services/${service.slug}`}
                className="inline-block rounded-lg border border-slate-300 px-4 py-2 font-medium text-brand-700 hover:border-brand-600"
              >
                {phrase(service.title)}
              </Link>
            </li>
          ))}
          <li>
            <Link
              href="/real-estate/advice#consultation"
              className="inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900"
            >
              {t("article.book")}
            </Link>
          </li>
        </ul>
      </aside>
    </main>
  );
}
