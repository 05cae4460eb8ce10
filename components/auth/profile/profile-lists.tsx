import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { useListingTitle } from "@/components/i18n/use-listing-title";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { LISTING_STATUS_LABELS } from "@/lib/format/labels";
import { priceLabel } from "@/lib/properties/price-label";
import { propertyPath } from "@/lib/seo/urls";
import type { ProfileEnquiry, ProfileListing, SavedListing } from "@/lib/users/profile-queries";
import { formatDate } from "@/lib/format/date";
import { cityName, localityName } from "@/lib/geo/place-names-hi";
import type { Locale } from "@/lib/i18n/locales";

function place(listing: ProfileListing, locale: Locale): string {
  return [
    listing.localityName && localityName(listing.localityName, locale),
    listing.cityName && cityName(listing.cityName, locale),
  ]
    .filter(Boolean)
    .join(", ");
}

function Empty({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
      {children}
    </p>
  );
}

export function EnquiryList({ enquiries }: { enquiries: ProfileEnquiry[] }) {
  const t = useTranslations("account");
  const locale = useSiteLocale();
  const phrase = usePhrase();
  const listingTitle = useListingTitle();
  /** A listing's title as listing cards word it, a project's name as typed. */
  const titleOf = (enquiry: ProfileEnquiry) =>
    enquiry.titleKind === "listing"
      ? listingTitle(enquiry.title)
      : enquiry.titleKind === "gone"
        ? phrase(enquiry.title)
        : enquiry.title;
  if (enquiries.length === 0) {
    return (
      <Empty>
        {t.rich("noEnquiries", {
          link: (chunks) => (
            <Link href="/properties" className="font-medium text-brand-700 hover:underline">
              {chunks}
            </Link>
          ),
        })}
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
                {titleOf(enquiry)}
              </Link>
            ) : (
              <span className="font-medium text-slate-900">{titleOf(enquiry)}</span>
            )}
            {enquiry.message ? (
              <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{enquiry.message}</p>
            ) : null}
          </div>
          <div className="text-right text-xs text-slate-500">
            <p>{formatDate(enquiry.createdAt, locale)}</p>
            <p className="mt-0.5 font-medium text-slate-700">
              {t(`enquiryStatus.${enquiry.status}`)}
            </p>
            {enquiry.conversationHref ? (
              <Link
                href={enquiry.conversationHref}
                className="mt-1 inline-block font-medium text-brand-700 hover:underline"
              >
                {t("openConversation")}
              </Link>
            ) : null}
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
  const t = useTranslations("account");
  const phrase = usePhrase();
  const locale = useSiteLocale();
  const listingTitle = useListingTitle();
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {listings.map((listing) => (
        <li key={listing.id} className="rounded-xl border border-slate-200 p-4">
          <Link
            href={propertyPath(listing)}
            className="font-medium text-slate-900 hover:text-brand-700"
          >
            {listingTitle(listing.title)}
          </Link>
          <p className="mt-1 text-sm text-slate-600">{place(listing, locale)}</p>
          <div className="mt-2 flex items-center justify-between text-sm">
            <span className="font-semibold text-slate-900">{priceLabel(listing, locale)}</span>
            {listing.available === false ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                {t("noLongerAvailable")}
              </span>
            ) : null}
            {showStatus ? (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {phrase(LISTING_STATUS_LABELS[listing.status])}
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function SavedList({ saved }: { saved: SavedListing[] }) {
  const t = useTranslations("account");
  if (saved.length === 0) {
    return <Empty>{t("noSaved")}</Empty>;
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
  const t = useTranslations("account");
  if (!isSeller) {
    return (
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-5">
        <p className="font-semibold text-brand-900">{t("sellTitle")}</p>
        <p className="mt-1 text-sm text-slate-700">{t("sellIntro")}</p>
        <Link
          href="/saller/signup"
          className="mt-3 inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t("startSelling")}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {listings.length === 0 ? (
        <Empty>{t("noListings")}</Empty>
      ) : (
        <ListingList listings={listings} showStatus />
      )}
      <div className="flex flex-wrap gap-3 text-sm">
        <Link
          href="/saller/property/add"
          className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t("postProperty")}
        </Link>
        <Link
          href="/saller/dashboard"
          className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50"
        >
          {t("sellerDashboard")}
        </Link>
      </div>
    </div>
  );
}
