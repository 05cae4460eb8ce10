import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { RequestForm } from "@/components/forms/request-form";
import { findArticle } from "@/lib/content/articles/all-articles";
import type { Locale } from "@/lib/i18n/locales";
import { phraseFor } from "@/lib/i18n/phrase";
import { SERVICES, type ServiceSlug } from "@/lib/services/catalog";
import type { ServiceContent } from "@/lib/services/content/types";
import { site } from "@/lib/site";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { FaqList } from "./faq-list";
import { PriceTable } from "./price-table";
import { SectionHeading } from "./section-heading";

type Props = {
  service: { slug: ServiceSlug; title: string };
  content: ServiceContent;
  locale: Locale;
};

/** The body of a /services/<slug> page, drawn entirely from its content data. */
export function ServiceDetail({ service, content, locale }: Props) {
  const t = useTranslations("infoPages");
  const title = phraseFor(locale)(service.title);
  const articles = content.relatedArticles
    .map((slug) => findArticle(slug, locale))
    .filter((a) => a !== undefined);
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <Breadcrumbs
        crumbs={[
          { name: t("crumbs.home"), path: "/" },
          { name: t("crumbs.services"), path: "/services" },
          { name: title, path: `/services/${service.slug}` },
        ]}
      />
      <header className="mt-4 max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
          {t("serviceDetail.eyebrow", { name: site.name })}
        </p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg leading-8 text-slate-700">{content.lead}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a
            href="#request"
            className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900"
          >
            {t("serviceDetail.callBack")}
          </a>
          <a
            href={`tel:${site.phoneTel}`}
            className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:border-brand-600"
          >
            {t("serviceDetail.call", { phone: site.phoneDisplay })}
          </a>
        </div>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-12">
          <section aria-labelledby="about-service">
            <SectionHeading id="about-service">{t("serviceDetail.about")}</SectionHeading>
            {content.intro.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-7 text-slate-700">
                {paragraph}
              </p>
            ))}
            <h3 className="mt-6 font-semibold text-slate-900">{t("serviceDetail.audience")}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
              {content.audience.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="coverage">
            <SectionHeading id="coverage">{t("serviceDetail.coverage")}</SectionHeading>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {content.coverage.map((item) => (
                <div key={item.title} className="rounded-xl border border-slate-200 bg-white p-5">
                  <h3 className="font-semibold text-slate-900">{item.title}</h3>
                  <p className="mt-2 text-sm leading-6 text-slate-700">{item.text}</p>
                </div>
              ))}
            </div>
          </section>

          <section aria-labelledby="process">
            <SectionHeading id="process">{t("serviceDetail.process")}</SectionHeading>
            <ol className="mt-4 space-y-4">
              {content.steps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">
                      <span className="sr-only">{t("serviceDetail.step", { n: index + 1 })}</span>
                      {step.title}
                    </h3>
                    <p className="mt-1 leading-7 text-slate-700">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="pricing">
            <SectionHeading id="pricing">{t("serviceDetail.pricing")}</SectionHeading>
            <PriceTable
              lines={content.pricing.lines}
              caption={t("serviceDetail.pricesCaption", { service: title })}
            />
            <p className="mt-3 text-sm leading-6 text-slate-600">{content.pricing.note}</p>
          </section>

          <section aria-labelledby="faqs">
            <SectionHeading id="faqs">{t("serviceDetail.faqs")}</SectionHeading>
            <FaqList faqs={content.faqs} />
          </section>

          {articles.length > 0 ? (
            <section aria-labelledby="guides">
              <SectionHeading id="guides">{t("serviceDetail.guides")}</SectionHeading>
              <ul className="mt-4 space-y-3">
                {articles.map((article) => (
                  <li key={article.slug}>
                    <Link
                      href={`/real-estate/advice/${article.slug}`}
                      className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      {article.title}
                    </Link>
                    <p className="text-sm text-slate-600">{article.summary}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside id="request" className="scroll-mt-32 self-start lg:sticky lg:top-32">
          <RequestForm
            variant="service"
            service={service}
            messageHint={content.messageHint}
            heading={t("serviceDetail.callBack")}
            description={t("serviceDetail.formDescription", { service: title })}
          />
        </aside>
      </div>

      <OtherServices current={service.slug} locale={locale} />
    </main>
  );
}

function OtherServices({ current, locale }: { current: ServiceSlug; locale: Locale }) {
  const t = useTranslations("infoPages.serviceDetail");
  const phrase = phraseFor(locale);
  return (
    <section aria-labelledby="other-services" className="mt-16">
      <SectionHeading id="other-services">{t("others")}</SectionHeading>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {SERVICES.filter((s) => s.slug !== current).map((s) => (
          <li key={s.slug}>
            <Link
              href={`/services/${s.slug}`}
              className="block rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700"
            >
              {phrase(s.title)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
