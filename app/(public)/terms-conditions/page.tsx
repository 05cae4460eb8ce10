import type { Metadata } from "next";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { LegalPage } from "@/components/content/legal-page";
import { TERMS } from "@/lib/content/legal/terms";
import { breadcrumbJsonLd } from "@/lib/seo/content-json-ld";

const path = "/terms-conditions";

export const metadata: Metadata = {
  title: TERMS.title,
  description: TERMS.metaDescription,
  alternates: { canonical: path },
};

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
