import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localizedMetadata } from "@/lib/seo/alternates";
import { Link } from "@/components/i18n/link";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { RequestForm } from "@/components/forms/request-form";
import { articlesFor, readingMinutes } from "@/lib/content/articles/all-articles";
import { pageLocale } from "@/lib/i18n/page-locale";
import { breadcrumbJsonLd } from "@/lib/seo/content-json-ld";

const metadata: Metadata = {
  title: "Real Estate Advice — Guides for Indian Buyers and Owners",
  description:
    "Plain-language guides on RERA, carpet area, stamp duty by state, home loans, buying plots and rent agreements, plus a free consultation with a property advisor.",
  alternates: { canonical: "/real-estate/advice" },
};

export const generateMetadata = localizedMetadata(metadata);

export default async function RealEstateAdvicePage({
  params,
}: PageProps<"/[locale]/real-estate/advice">) {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "infoPages" });
  const crumbs = [
    { name: t("crumbs.home"), path: "/" },
    { name: t("crumbs.advice"), path: "/real-estate/advice" },
  ];
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{t("advice.title")}</h1>
      <p className="mt-3 max-w-3xl text-lg leading-8 text-slate-700">{t("advice.lead")}</p>
      <a
        href="#consultation"
        className="mt-5 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900 lg:hidden"
      >
        {t("advice.book")}
      </a>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="guides-heading">
          <h2 id="guides-heading" className="text-2xl font-bold text-slate-900">
            {t("advice.guides")}
          </h2>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2">
            {articlesFor(locale).map((article) => (
              <li key={article.slug} className="flex">
                <article className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-5">
                  <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
                    {t(`advice.categories.${article.category}`)} ·{" "}
                    {t("advice.minRead", { minutes: readingMinutes(article) })}
                  </p>
                  <h3 className="mt-2 text-lg font-semibold text-slate-900">
                    <Link
                      href={`/real-estate/advice/${article.slug}`}
                      className="underline-offset-2 hover:text-brand-700 hover:underline"
                    >
                      {article.title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-sm leading-6 text-slate-700">{article.summary}</p>
                </article>
              </li>
            ))}
          </ul>
        </section>
        <aside id="consultation" className="scroll-mt-32 self-start lg:sticky lg:top-32">
          <RequestForm
            variant="advice"
            heading={t("advice.formHeading")}
            description={t("advice.formDescription")}
          />
        </aside>
      </div>
      <JsonLdScript data={breadcrumbJsonLd(crumbs)} />
    </main>
  );
}
