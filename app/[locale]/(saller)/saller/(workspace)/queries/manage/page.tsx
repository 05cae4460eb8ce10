import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { getTranslations } from "next-intl/server";
import { LeadsBoard } from "@/components/seller/leads-board";
import { listSellerLeads, sellerLeadSources } from "@/lib/leads/seller-leads";
import { requireSellerPage } from "@/lib/auth/page-guards";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("Enquiries");

export default async function ManageQueriesPage() {
  const seller = await requireSellerPage("/saller/queries/manage");
  const [initial, sources, t] = await Promise.all([
    listSellerLeads(seller, {}),
    sellerLeadSources(seller),
    getTranslations("seller.leads"),
  ]);
  return (
    <section className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="text-sm text-slate-600">{t("intro")}</p>
      </header>
      <LeadsBoard initial={initial} sources={sources} />
    </section>
  );
}
