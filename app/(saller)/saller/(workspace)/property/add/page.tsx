import type { Metadata } from "next";
import { ListingWizard } from "@/components/listing-form/listing-wizard";
import { listCityOptions } from "@/lib/listings/city-options";
import { getListingDraft } from "@/lib/listings/listing-drafts";
import { requireSellerPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Post a property" };

export default async function AddPropertyPage() {
  const seller = await requireSellerPage("/saller/property/add");
  const [cities, draft] = await Promise.all([listCityOptions(), getListingDraft(seller)]);
  return (
    <section className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Post a property</h1>
        <p className="text-sm text-slate-600">
          Free to post. Your listing goes live after a quick review by our team.
        </p>
      </header>
      <ListingWizard cities={cities} mode={{ kind: "add", sellerId: seller.id, draft }} />
    </section>
  );
}
