import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localizeMetadata } from "@/lib/seo/alternates";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { LegalPage } from "@/components/content/legal-page";
import { legalDocument } from "@/lib/content/legal/legal-documents";
import { pageLocale } from "@/lib/i18n/page-locale";
import { breadcrumbJsonLd } from "@/lib/seo/content-json-ld";

const path = "/privacy-policy";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/privacy-policy">): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const document = legalDocument("privacy", locale);
  return localizeMetadata(locale, {
    title: document.title,
    description: document.metaDescription,
    alternates: { canonical: path },
  });
}

export default async function PrivacyPolicyPage({ params }: PageProps<"/[locale]/privacy-policy">) {
  const locale = pageLocale((await params).locale);
  const document = legalDocument("privacy", locale);
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
