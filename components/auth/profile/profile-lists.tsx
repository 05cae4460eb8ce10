import { Link } from "@/components/i18n/link";
import { LISTING_STATUS_LABELS } from "@/lib/format/labels";
import { priceLabel } from "@/lib/properties/price-label";
import { propertyPath } from "@/lib/seo/urls";
import type { ProfileEnquiry, ProfileListing, SavedListing } from "@/lib/users/profile-queries";
import { formatDate } from "@/lib/format/date";

function place(listing: ProfileListing): string {
  return [listing.localityName, listing.cityName].filter(Boolean).join(", ");
}

/** An enquiry's status as the buyer who sent it reads it. */
const ENQUIRY_STATUS_LABELS: Record<ProfileEnquiry["status"], string> = {
  new: "Sent",
  contacted: "Seller responded",
  closed: "Closed",
};

function Empty({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
      {children}
    </p>
  );
}

export function EnquiryList({ enquiries }: { enquiries: ProfileEnquiry[] }) {
  if (enquiries.length === 0) {
    return (
      <Empty>
        You have not sent any enquiries yet.{" "}
        <Link href="/properties" className="font-medium text-brand-700 hover:underline">
          Browse properties
        </Link>{" "}
        and contact a seller.
      </Empty>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {enquiries.map((enquiry) => (
        <li key={enquiry.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
          <div className="min-w-0">
            {enquiry.href ? (
              <Link href={enquiry.href} className="font-medium text-slate-900 hover:text-brand-700">
                {enquiry.title}
              </Link>
            ) : (
              <span className="font-medium text-slate-900">{enquiry.title}</span>
            )}
            {enquiry.message ? (
              <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{enquiry.message}</p>
            ) : null}
          </div>
          <div className="text-right text-xs text-slate-500">
            <p>{formatDate(enquiry.createdAt)}</p>
            <p className="mt-0.5 font-medium text-slate-700">
              {ENQUIRY_STATUS_LABELS[enquiry.status]}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ListingList({
  listings,
  showStatus,
}: {
  listings: (ProfileListing & { available?: boolean })[];
  showStatus: boolean;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {listings.map((listing) => (
        <li key={listing.id} className="rounded-xl border border-slate-200 p-4">
          <Link
            href={propertyPath(listing)}
            className="font-medium text-slate-900 hover:text-brand-700"
          >
            {listing.title}
          </Link>
          <p className="mt-1 text-sm text-slate-600">{place(listing)}</p>
          <div className="mt-2 flex items-center justify-between text-sm">
            <span className="font-semibold text-slate-900">{priceLabel(listing)}</span>
            {listing.available === false ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                No longer available
              </span>
            ) : null}
            {showStatus ? (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {LISTING_STATUS_LABELS[listing.status]}
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function SavedList({ saved }: { saved: SavedListing[] }) {
  if (saved.length === 0) {
    return <Empty>No saved properties yet. Tap the heart on a listing to keep it here.</Empty>;
  }
  return <ListingList listings={saved} showStatus={false} />;
}

export function MyProperties({
  listings,
  isSeller,
}: {
  listings: ProfileListing[];
  isSeller: boolean;
}) {
  if (!isSeller) {
    return (
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-5">
        <p className="font-semibold text-brand-900">Want to sell or rent out a property?</p>
        <p className="mt-1 text-sm text-slate-700">
          Set up a free seller profile as an owner, agent or builder and post your first listing.
        </p>
        <Link
          href="/saller/signup"
          className="mt-3 inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Start selling
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {listings.length === 0 ? (
        <Empty>You have not posted any properties yet.</Empty>
      ) : (
        <ListingList listings={listings} showStatus />
      )}
      <div className="flex flex-wrap gap-3 text-sm">
        <Link
          href="/saller/property/add"
          className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Post a property
        </Link>
        <Link
          href="/saller/dashboard"
          className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50"
        >
          Seller dashboard
        </Link>
      </div>
    </div>
  );
}
