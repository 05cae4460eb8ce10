import { BadgeCheck, MapPin } from "lucide-react";
import Link from "next/link";
import { MediaImage } from "@/components/property/media-image";
import { formatArea } from "@/lib/format/area";
import type { ListingCard as ListingCardData } from "@/lib/properties/listing-cards";
import { bhkLabel } from "@/lib/properties/property-facts";
import { DEAL_LABELS, priceLabel } from "@/lib/properties/price-label";
import { propertyPath } from "@/lib/seo/urls";
import { PROPERTY_TYPE_LABELS } from "@/lib/validation/property-enums";

const POSTED_BY = { individual: "Owner", agent: "Agent", builder: "Builder" } as const;

/** A listing in a grid: photo, price, title, place, size. The whole card is one link. */
export function ListingCard({
  listing,
  eager = false,
}: {
  listing: ListingCardData;
  eager?: boolean;
}) {
  const summary = [
    bhkLabel(listing.bhk),
    PROPERTY_TYPE_LABELS[listing.propertyType],
    formatArea(listing.areaSqft),
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[4/3] bg-slate-100">
        {listing.cover ? (
          <MediaImage
            src={listing.cover.url}
            alt={listing.cover.alt || listing.title}
            fill
            sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            className="object-cover"
            loading={eager ? "eager" : "lazy"}
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-slate-500">
            No photo yet
          </div>
        )}
        <span className="absolute left-2 top-2 rounded bg-white/95 px-2 py-0.5 text-xs font-semibold text-slate-800">
          {DEAL_LABELS[listing.dealType]}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-lg font-bold text-slate-900">{priceLabel(listing)}</p>
        <h3 className="line-clamp-1 font-semibold text-slate-800">
          <Link
            href={propertyPath(listing)}
            className="after:absolute after:inset-0 focus:outline-none"
          >
            {listing.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">{summary}</p>
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPin aria-hidden className="size-3.5 shrink-0" />
          <span className="line-clamp-1">
            {[listing.localityName, listing.cityName].filter(Boolean).join(", ")}
          </span>
        </p>
        <p className="mt-auto flex items-center gap-1 pt-1 text-xs text-slate-600">
          {POSTED_BY[listing.postedBy]}
          {listing.verified ? (
            <span className="inline-flex items-center gap-0.5 text-emerald-700">
              <BadgeCheck aria-hidden className="size-3.5" /> Verified
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}

export function ListingGrid({
  listings,
  eagerFirst = 0,
}: {
  listings: ListingCardData[];
  eagerFirst?: number;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {listings.map((listing, i) => (
        <li key={listing.id} className="flex">
          <div className="w-full">
            <ListingCard listing={listing} eager={i < eagerFirst} />
          </div>
        </li>
      ))}
    </ul>
  );
}
