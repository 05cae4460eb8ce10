import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localizedMetadata } from "@/lib/seo/alternates";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { howWeVerifyContent } from "@/lib/content/how-we-verify";
import { pageLocale } from "@/lib/i18n/page-locale";

const metadata: Metadata = {
  title: "How we verify listings",
  description:
    "What LAND Acre checks on a listing — phone, owner's documents, RERA registration, photos taken at the place — who checks it, and how listings are kept current.",
  alternates: { canonical: "/how-we-verify" },
};

export const generateMetadata = localizedMetadata(metadata);

export default async function HowWeVerifyPage({ params }: PageProps<"/[locale]/how-we-verify">) {
  const locale = pageLocale((await params).locale);
  const content = howWeVerifyContent(locale);
  const t = await getTranslations({ locale, namespace: "infoPages" });
  const crumbs = [
    { name: t("crumbs.home"), path: "/" },
    { name: t("crumbs.howWeVerify"), path: "/how-we-verify" },
  ];
  return (
    <main className="mx-auto max-w-4xl px-4 pb-16 pt-32">
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">
        {t("howWeVerify.title")}
      </h1>
      <p className="mt-3 text-lg leading-8 text-slate-700">{content.lead}</p>
      {content.sections.map((s) => (
        <section key={s.id} aria-labelledby={`verify-${s.id}`} className="mt-8">
          <h2 id={`verify-${s.id}`} className="text-2xl font-bold text-slate-900">
            {s.title}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="mt-3 leading-7 text-slate-700">
              {p}
            </p>
          ))}
        </section>
      ))}
    </main>
  );
}
