import type { Metadata } from "next";
import { Link } from "@/components/i18n/link";
import { getSellerEntitlement, listingQuotaMessage } from "@/lib/plans/entitlement";
import { ListingWizard } from "@/components/listing-form/listing-wizard";
import { listCityOptions } from "@/lib/listings/city-options";
import { getListingDraft } from "@/lib/listings/listing-drafts";
import { requireSellerPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Post a property" };

export default async function AddPropertyPage() {
  const seller = await requireSellerPage("/saller/property/add");
  const [cities, draft, entitlement] = await Promise.all([
    listCityOptions(),
    getListingDraft(seller),
    getSellerEntitlement(seller.id, seller.sellerKind),
  ]);
  const full = entitlement.listingsUsed >= entitlement.listingQuota;
  return (
    <section className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Post a property</h1>
        <p className="text-sm text-slate-600">
          Free to post. Your listing goes live after a quick review by our team.
        </p>
      </header>
      {full ? (
        <div
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p>{listingQuotaMessage(entitlement)}</p>
          <Link
            href="/saller/plans"
            className="mt-1 inline-block font-semibold text-brand-700 underline"
          >
            See plans
          </Link>
        </div>
      ) : null}
      <ListingWizard cities={cities} mode={{ kind: "add", sellerId: seller.id, draft }} />
    </section>
  );
}
