import { useTranslations } from "next-intl";
import type { LegalDocument } from "@/lib/content/legal/types";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { ContentBlocks } from "./content-blocks";
import { formatLongDate } from "@/lib/format/date";
import { slugify } from "@/lib/format/slugify";
import type { Locale } from "@/lib/i18n/locales";

/** Terms, privacy policy: title, last-updated date, contents list, numbered sections. */
export function LegalPage({
  document,
  path,
  locale,
}: {
  document: LegalDocument;
  path: string;
  locale: Locale;
}) {
  const t = useTranslations("infoPages");
  const sections = document.sections.map((section) => ({
    ...section,
    id: section.anchor ?? anchorId(section.heading),
  }));
  return (
    <main className="mx-auto max-w-3xl px-4 pb-16 pt-32">
      <Breadcrumbs
        crumbs={[
          { name: t("crumbs.home"), path: "/" },
          { name: document.title, path },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{document.title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        {t("legal.lastUpdated")}{" "}
        <time dateTime={document.lastUpdated}>{formatLongDate(document.lastUpdated, locale)}</time>
      </p>
      {document.intro.map((paragraph) => (
        <p key={paragraph} className="mt-4 leading-7 text-slate-700">
          {paragraph}
        </p>
      ))}
      <nav
        aria-labelledby="contents-heading"
        className="mt-8 rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="contents-heading" className="font-semibold text-slate-900">
          {t("legal.contents")}
        </h2>
        <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-brand-700 underline-offset-2 hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2 id={section.id} className="scroll-mt-32 text-xl font-bold text-slate-900">
            {section.heading}
          </h2>
          <ContentBlocks blocks={section.blocks} />
        </section>
      ))}
    </main>
  );
}

/** "3. Our role" → "our-role". */
function anchorId(heading: string): string {
  return slugify(heading.replace(/^\d+\.\s*/, ""));
}
