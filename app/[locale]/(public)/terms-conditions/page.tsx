import type { Metadata } from "next";
import { localizedMetadata } from "@/lib/seo/alternates";
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

export const generateMetadata = localizedMetadata(metadata);

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
