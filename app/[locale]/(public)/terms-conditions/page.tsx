import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localizeMetadata } from "@/lib/seo/alternates";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { LegalPage } from "@/components/content/legal-page";
import { legalDocument } from "@/lib/content/legal/legal-documents";
import { pageLocale } from "@/lib/i18n/page-locale";
import { breadcrumbJsonLd } from "@/lib/seo/content-json-ld";

const path = "/terms-conditions";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/terms-conditions">): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const document = legalDocument("terms", locale);
  return localizeMetadata(locale, {
    title: document.title,
    description: document.metaDescription,
    alternates: { canonical: path },
  });
}

export default async function TermsConditionsPage({
  params,
}: PageProps<"/[locale]/terms-conditions">) {
  const locale = pageLocale((await params).locale);
  const document = legalDocument("terms", locale);
  const t = await getTranslations({ locale, namespace: "infoPages.crumbs" });
  return (
    <>
      <LegalPage document={document} path={path} locale={locale} />
      <JsonLdScript
        data={breadcrumbJsonLd([
          { name: t("home"), path: "/" },
          { name: document.title, path },
        ])}
      />
    </>
  );
}
