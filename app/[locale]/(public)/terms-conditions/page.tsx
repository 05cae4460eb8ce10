import type { Metadata } from "next";
import { localizeMetadata } from "@/lib/seo/alternates";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { LegalPage } from "@/components/content/legal-page";
import { TERMS } from "@/lib/content/legal/terms";
import { breadcrumbJsonLd } from "@/lib/seo/content-json-ld";

const path = "/terms-conditions";

const metadata: Metadata = {
  title: TERMS.title,
  description: TERMS.metaDescription,
  alternates: { canonical: path },
};

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  return localizeMetadata((await params).locale, metadata);
}

export default function TermsConditionsPage() {
  return (
    <>
      <LegalPage document={TERMS} path={path} />
      <JsonLdScript
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: TERMS.title, path },
        ])}
      />
    </>
  );
}
