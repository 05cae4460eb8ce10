import type { Metadata } from "next";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { LegalPage } from "@/components/content/legal-page";
import { PRIVACY_POLICY } from "@/lib/content/legal/privacy";
import { breadcrumbJsonLd } from "@/lib/seo/content-json-ld";

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
      <JsonLdScript
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: PRIVACY_POLICY.title, path },
        ])}
      />
    </>
  );
}
