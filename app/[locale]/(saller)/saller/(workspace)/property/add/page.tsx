import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/i18n/link";
import { getPhrase } from "@/lib/i18n/server-phrase";
import { getSellerEntitlement, listingQuotaMessage } from "@/lib/plans/entitlement";
import { ListingWizard } from "@/components/listing-form/listing-wizard";
import { listCityOptions } from "@/lib/listings/city-options";
import { getListingDraft } from "@/lib/listings/listing-drafts";
import { requireSellerPage } from "@/lib/auth/page-guards";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("Post a property");

export default async function AddPropertyPage() {
  const seller = await requireSellerPage("/saller/property/add");
  const [cities, draft, entitlement] = await Promise.all([
    listCityOptions(),
    getListingDraft(seller),
    getSellerEntitlement(seller.id, seller.sellerKind),
  ]);
  const [t, phrase] = await Promise.all([getTranslations("seller.addProperty"), getPhrase()]);
  const full = entitlement.listingsUsed >= entitlement.listingQuota;
  return (
    <section className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="text-sm text-slate-600">{t("intro")}</p>
      </header>
      {full ? (
        <div
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p>{phrase(listingQuotaMessage(entitlement))}</p>
          <Link
            href="/saller/plans"
            className="mt-1 inline-block font-semibold text-brand-700 underline"
          >
            {phrase("See plans")}
          </Link>
        </div>
      ) : null}
      <ListingWizard cities={cities} mode={{ kind: "add", sellerId: seller.id, draft }} />
    </section>
  );
}
