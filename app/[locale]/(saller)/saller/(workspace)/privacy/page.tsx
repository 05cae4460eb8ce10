import { getPhrase } from "@/lib/i18n/server-phrase";
import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { PrivacyPanel } from "@/components/privacy/privacy-panel";
import { requireSellerPage } from "@/lib/auth/page-guards";
import { getPrivacyPageData } from "@/lib/privacy/privacy-page-data";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("Privacy and my data");

export default async function SellerPrivacyPage() {
  const seller = await requireSellerPage("/saller/privacy");
  const [{ consents, deletion }, phrase] = await Promise.all([
    getPrivacyPageData(seller),
    getPhrase(),
  ]);
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{phrase("Privacy and my data")}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {phrase("Download your data, choose marketing messages, or delete your seller account.")}
        </p>
      </div>
      <PrivacyPanel consents={consents} deletion={deletion} home="/" />
    </section>
  );
}
