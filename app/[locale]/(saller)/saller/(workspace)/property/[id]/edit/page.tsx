import type { Metadata } from "next";
import { Link } from "@/components/i18n/link";
import { notFound } from "next/navigation";
import { ListingWizard } from "@/components/listing-form/listing-wizard";
import { StatusBadge } from "@/components/seller/status-badge";
import { formatDateTime } from "@/lib/format/date";
import { NotFoundError } from "@/lib/auth/errors";
import { listCityOptions } from "@/lib/listings/city-options";
import { getSellerListingForEdit } from "@/lib/listings/seller-listings";
import { requireSellerPage } from "@/lib/auth/page-guards";
import { idParamSchema } from "@/lib/validation/seller";

export const metadata: Metadata = { title: "Edit property" };

export default async function EditPropertyPage({
  params,
}: PageProps<"/[locale]/saller/property/[id]/edit">) {
  const { id: rawId } = await params;
  const seller = await requireSellerPage(`/saller/property/${rawId}/edit`);
  const id = idParamSchema.safeParse(rawId);
  if (!id.success) notFound();
  const listing = await getSellerListingForEdit(seller, id.data).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const cities = await listCityOptions();
  const locked =
    listing.status === "sold" || listing.status === "rented" || listing.status === "blocked";
  return (
    <section className="space-y-4">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">Edit property</h1>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          Status: <StatusBadge status={listing.status} />
        </p>
        {listing.status === "rejected" && listing.rejectionReason ? (
          <p
            role="note"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            <strong>Why it was not approved:</strong> {listing.rejectionReason}. Fix this and save
            to send it for review again.
          </p>
        ) : null}
        {listing.editPendingSince ? (
          <p
            role="note"
            className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <strong>Changes waiting for review</strong> (sent{" "}
            {formatDateTime(listing.editPendingSince)}
            ). Buyers see the approved version until our team approves them. The form shows your
            changes.
          </p>
        ) : null}
        {listing.status === "active" ? (
          <p className="text-sm text-slate-600">
            Price, deposit, maintenance, furnishing and amenities change at once. Other changes
            (title, description, photos, location, type, size and details) go live after our team
            reviews them; until then buyers see the listing as it is now.
          </p>
        ) : listing.status === "paused" ? (
          <p className="text-sm text-slate-600">
            Price, deposit, maintenance, furnishing and amenities change at once. Changing the other
            facts or photos of a paused listing sends it back to review.
          </p>
        ) : null}
      </header>
      {locked ? (
        <p className="rounded-md border bg-white p-4 text-sm text-slate-700 border-slate-200">
          {listing.status === "blocked"
            ? "This listing was blocked by our team and can't be edited. Please contact support."
            : "This listing is closed and can't be edited. Post a new listing instead."}{" "}
          <Link href="/saller/properties" className="font-medium text-brand-600 underline">
            Back to My properties
          </Link>
        </p>
      ) : (
        <ListingWizard
          cities={cities}
          mode={{ kind: "edit", id: listing.id, values: listing.values }}
        />
      )}
    </section>
  );
}
