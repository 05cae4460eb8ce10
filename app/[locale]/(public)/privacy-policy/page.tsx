import type { Metadata } from "next";
import { localizedMetadata } from "@/lib/seo/alternates";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { LegalPage } from "@/components/content/legal-page";
import { PRIVACY_POLICY } from "@/lib/content/legal/privacy";
import { breadcrumbJsonLd } from "@/lib/seo/content-json-ld";

const path = "/privacy-policy";

const metadata: Metadata = {
  title: PRIVACY_POLICY.title,
  description: PRIVACY_POLICY.metaDescription,
  alternates: { canonical: path },
};

export const generateMetadata = localizedMetadata(metadata);

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
