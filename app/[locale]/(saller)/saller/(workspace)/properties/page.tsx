import type { Metadata } from "next";
import { Link } from "@/components/i18n/link";
import { PropertiesTable } from "@/components/seller/properties-table";
import { listSellerListings, sellerListingCounts } from "@/lib/listings/seller-listings";
import { requireSellerPage } from "@/lib/auth/page-guards";
import { sellerPropertiesParamsSchema } from "@/lib/validation/seller";
import { buttonClass } from "@/components/ui/button";
import { StillAvailableQuestions } from "@/components/trust/still-available-questions";
import { listWaitingQuestions } from "@/lib/trust/still-available";

export const metadata: Metadata = { title: "My properties" };

export default async function MyPropertiesPage({
  searchParams,
}: PageProps<"/[locale]/saller/properties">) {
  const seller = await requireSellerPage("/saller/properties");
  const params = sellerPropertiesParamsSchema.parse(await searchParams);
  const status = params.status ?? "";
  const q = params.q;
  const highlight = params.posted ?? params.listing;
  const [initial, counts, questions] = await Promise.all([
    listSellerListings(seller, { q, status: status || undefined, page: 1 }),
    sellerListingCounts(seller),
    listWaitingQuestions(seller),
  ]);
  return (
    <section className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">My properties</h1>
          <p className="text-sm text-slate-600">
            Listings stay live for 90 days; renew them before they expire.
          </p>
        </div>
        <Link href="/saller/property/add" className={buttonClass("primary")}>
          Post a property
        </Link>
      </header>
      {params.posted ? (
        <p
          role="status"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          Your property was sent for review. It shows as <strong>Under review</strong> until our
          team approves it.
        </p>
      ) : null}
      <StillAvailableQuestions questions={questions} />
      <PropertiesTable
        initial={initial}
        initialQuery={{ q, status }}
        counts={counts}
        highlight={highlight}
      />
    </section>
  );
}
