import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import {
  ExpiringSoon,
  ProfileCompleteness,
  RecentEnquiries,
  SummaryCards,
  Verification,
  YearChart,
} from "@/components/seller/dashboard-blocks";
import { Skeleton } from "@/components/ui/skeleton";
import { requireSellerPage } from "@/lib/auth/page-guards";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("Seller Dashboard");

const card = "rounded-lg border bg-white p-4 shadow-sm border-slate-200";

/** Each block streams in on its own, so a slow query holds up only its own card. */
export default async function SellerDashboardPage() {
  const seller = await requireSellerPage("/saller/dashboard");
  const t = await getTranslations("seller.dashboard");
  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="text-sm text-slate-600">{t("welcome", { name: seller.firstName })}</p>
      </header>
      <Suspense fallback={<Skeleton label={t("loadingSummary")} lines={2} className="h-20" />}>
        <SummaryCards seller={seller} />
      </Suspense>
      <Suspense fallback={<Skeleton label={t("loadingVerification")} lines={1} />}>
        <Verification seller={seller} />
      </Suspense>
      <div className={card}>
        <Suspense fallback={<Skeleton label={t("loadingChart")} lines={6} />}>
          <YearChart seller={seller} />
        </Suspense>
      </div>
      {/* grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: recent enquiries' lines
          truncate instead of widening a phone's page. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className={card}>
          <Suspense fallback={<Skeleton label={t("loadingEnquiries")} lines={5} />}>
            <RecentEnquiries seller={seller} />
          </Suspense>
        </div>
        <div className="space-y-6">
          <div className={card}>
            <h2 className="mb-2 font-semibold text-slate-900">{t("aboutToExpire")}</h2>
            <Suspense fallback={<Skeleton label={t("loadingExpiring")} lines={2} />}>
              <ExpiringSoon seller={seller} />
            </Suspense>
          </div>
          <div className={card}>
            <h2 className="font-semibold text-slate-900">{t("completeness")}</h2>
            <Suspense fallback={<Skeleton label={t("loadingCompleteness")} lines={2} />}>
              <ProfileCompleteness seller={seller} />
            </Suspense>
          </div>
        </div>
      </div>
    </section>
  );
}
