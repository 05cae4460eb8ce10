import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { LeadsBoard } from "@/components/seller/leads-board";
import { listSellerLeads, sellerLeadSources } from "@/lib/leads/seller-leads";
import { requireSellerPage } from "@/lib/auth/page-guards";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("Enquiries");

export default async function ManageQueriesPage() {
  const seller = await requireSellerPage("/saller/queries/manage");
  const [initial, sources] = await Promise.all([
    listSellerLeads(seller, {}),
    sellerLeadSources(seller),
  ]);
  return (
    <section className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Enquiries</h1>
        <p className="text-sm text-slate-600">
          Buyers who contacted you about your listings and projects. Open the conversation to reply;
          a buyer&apos;s number shows in full once they share it with you.
        </p>
      </header>
      <LeadsBoard initial={initial} sources={sources} />
    </section>
  );
}
