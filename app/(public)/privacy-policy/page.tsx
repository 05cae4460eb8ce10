import type { Metadata } from "next";
import { JsonLd } from "@/components/content/json-ld";
import { LegalPage } from "@/components/content/legal-page";
import { PRIVACY_POLICY } from "@/lib/content/legal/privacy";
import { breadcrumbJsonLd } from "@/lib/content/structured-data";

const path = "/privacy-policy";

export const metadata: Metadata = {
  title: PRIVACY_POLICY.title,
  description: PRIVACY_POLICY.metaDescription,
  alternates: { canonical: path },
};

export default function PrivacyPolicyPage() {
  return (
    <>
      <LegalPage document={PRIVACY_POLICY} path={path} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: PRIVACY_POLICY.title, path },
        ])}
      />
    </>
  );
}
