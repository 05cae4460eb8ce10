import { getPhrase } from "@/lib/i18n/server-phrase";
import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { Link } from "@/components/i18n/link";
import { VerificationCard } from "@/components/seller/verification-card";
import { VerificationForm } from "@/components/seller/verification-form";
import { requireSellerPage } from "@/lib/auth/page-guards";
import { getVerificationState } from "@/lib/seller/verification";
import { OwnerDocumentForm } from "@/components/trust/owner-document-form";
import { OwnerDocumentList } from "@/components/trust/owner-document-list";
import { getSellerDocumentChecks } from "@/lib/trust/owner-documents";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("Verification");

export default async function VerificationPage() {
  const seller = await requireSellerPage("/saller/verification");
  const [state, documents] = await Promise.all([
    getVerificationState(seller),
    getSellerDocumentChecks(seller),
  ]);
  const [t, phrase] = await Promise.all([getTranslations("seller.verification"), getPhrase()]);
  const uncheckedListings = documents.listings.filter((l) => !l.checked);
  const canRequest = state.eligible && !state.verified && state.request?.status !== "pending";
  return (
    <section className="max-w-3xl space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="text-sm text-slate-600">{t("intro")}</p>
      </header>
      {!state.eligible && !state.verified ? (
        <p className="rounded-lg border bg-white p-4 text-sm text-slate-700 border-slate-200">
          {t.rich("agentsOnly", {
            link: (chunks) => (
              <Link href="/saller/project/add" className="text-brand-600 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : null}
      <VerificationCard state={state} />
      {canRequest ? <VerificationForm /> : null}
      <section aria-labelledby="owner-documents-heading" className="space-y-3 pt-4">
        <h2 id="owner-documents-heading" className="text-xl font-bold text-slate-900">
          {t("ownerDocuments")}
        </h2>
        <p className="text-sm text-slate-600">
          {t("ownerDocumentsIntro", { date: phrase("<date>") })}{" "}
          <Link href="/how-we-verify" className="text-brand-600 underline">
            {t("howWeVerify")}
          </Link>
        </p>
        {uncheckedListings.length > 0 ? (
          <OwnerDocumentForm listings={uncheckedListings} />
        ) : (
          <p className="text-sm text-slate-600">{t("noneWaiting")}</p>
        )}
        <OwnerDocumentList checks={documents.checks} />
      </section>
    </section>
  );
}
