import type { Metadata } from "next";
import { JsonLd } from "@/components/content/json-ld";
import { LegalPage } from "@/components/content/legal-page";
import { TERMS } from "@/lib/content/legal/terms";
import { breadcrumbJsonLd } from "@/lib/content/structured-data";

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
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: TERMS.title, path },
        ])}
      />
    </>
  );
}
