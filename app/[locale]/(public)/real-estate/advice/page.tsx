import type { Metadata } from "next";
import { localizedMetadata } from "@/lib/seo/alternates";
import { Link } from "@/components/i18n/link";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { RequestForm } from "@/components/forms/request-form";
import { ARTICLES, readingMinutes } from "@/lib/content/articles/all-articles";
import { breadcrumbJsonLd } from "@/lib/seo/content-json-ld";

const metadata: Metadata = {
  title: "Real Estate Advice — Guides for Indian Buyers and Owners",
  description:
    "Plain-language guides on RERA, carpet area, stamp duty by state, home loans, buying plots and rent agreements, plus a free consultation with a property advisor.",
  alternates: { canonical: "/real-estate/advice" },
};

export const generateMetadata = localizedMetadata(metadata);

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Real Estate Advice", path: "/real-estate/advice" },
];

export default function RealEstateAdvicePage() {
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">Real Estate Advice</h1>
      <p className="mt-3 max-w-3xl text-lg leading-8 text-slate-700">
        Guides for buying, selling and renting property in India, written in plain language — and a
        free call with an advisor when you would rather talk it through.
      </p>
      <a
        href="#consultation"
        className="mt-5 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900 lg:hidden"
      >
        Book a free consultation
      </a>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="guides-heading">
          <h2 id="guides-heading" className="text-2xl font-bold text-slate-900">
            Guides
          </h2>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2">
            {ARTICLES.map((article) => (
              <li key={article.slug} className="flex">
                <article className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-5">
                  <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
                    {article.category} · {readingMinutes(article)} min read
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
            heading="Schedule a free consultation"
            description="A 30-minute call with a property advisor on the day you choose."
          />
        </aside>
      </div>
      <JsonLdScript data={breadcrumbJsonLd(crumbs)} />
    </main>
  );
}
