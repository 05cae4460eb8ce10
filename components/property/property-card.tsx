import Image from "next/image";
import Link from "next/link";
import { BadgeCheck, Bath, Building, Camera, MapPin, Maximize2, Star } from "lucide-react";
import { formatArea } from "@/lib/format/area";
import { formatINR, formatPriceShort, formatRent } from "@/lib/format/money";
import type { PropertyCardData } from "@/lib/search/property-card-data";
import { POSTED_BY_LABELS } from "@/lib/search/search-labels";
import { PROPERTY_TYPE_LABELS } from "@/lib/validation/property-enums";

export function cardPriceText(p: PropertyCardData): string {
  if (p.priceOnRequest) return "Price on request";
  return p.dealType === "sale" ? formatPriceShort(p.price) : formatRent(p.price);
}

function bhkText(bhk: number | null): string | null {
  if (bhk === null) return null;
  return bhk === 0 ? "1 RK" : `${bhk} BHK`;
}

/** A listing in a results grid or rail; links to the property page. */
export function PropertyCard({
  property: p,
  priority = false,
}: {
  property: PropertyCardData;
  priority?: boolean;
}) {
  const place = p.localityName ? `${p.localityName}, ${p.cityName}` : p.cityName;
  const bhk = bhkText(p.bhk);
  const href = `/property-profile?id=${p.id}`;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <Link
        href={href}
        className="relative block aspect-[4/3] bg-slate-100"
        tabIndex={-1}
        aria-hidden
      >
        {p.coverUrl ? (
          <Image
            src={p.coverUrl}
            alt={p.title}
            fill
            sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 360px"
            className="object-cover"
            priority={priority}
            unoptimized={!p.coverUrl.startsWith("/")}
          />
        ) : (
          <span className="flex h-full items-center justify-center text-slate-400">
            <Building className="size-12" aria-hidden />
          </span>
        )}
        {p.featured && (
          <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded bg-accent-500 px-2 py-0.5 text-xs font-semibold text-ink">
            <Star className="size-3" aria-hidden /> Featured
          </span>
        )}
        {p.imageCount > 0 && (
          <span className="absolute bottom-2 right-2 inline-flex items-center gap-1 rounded bg-black/60 px-2 py-0.5 text-xs text-white">
            <Camera className="size-3" aria-hidden /> {p.imageCount}
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-baseline justify-between gap-2">
          <p className="text-xl font-bold text-ink" data-testid="card-price">
            {cardPriceText(p)}
          </p>
          {p.dealType === "sale" && p.pricePerSqft && !p.priceOnRequest ? (
            <p className="text-xs text-slate-500">{formatINR(p.pricePerSqft)}/sq ft</p>
          ) : null}
        </div>
        <h2 className="line-clamp-2 font-semibold leading-snug">
          <Link href={href} className="hover:text-brand-600">
            {p.title}
          </Link>
        </h2>
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPin className="size-4 shrink-0" aria-hidden />
          <span data-testid="card-place">{place}</span>
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <li data-testid="card-type">{PROPERTY_TYPE_LABELS[p.propertyType]}</li>
          {bhk && <li data-testid="card-bhk">{bhk}</li>}
          <li className="inline-flex items-center gap-1">
            <Maximize2 className="size-3.5" aria-hidden /> {formatArea(p.areaSqft)}
          </li>
          {p.bathrooms ? (
            <li className="inline-flex items-center gap-1">
              <Bath className="size-3.5" aria-hidden /> {p.bathrooms} bath
            </li>
          ) : null}
        </ul>
        <div className="mt-auto flex items-center justify-between pt-2 text-xs text-slate-500">
          <span>Posted by {POSTED_BY_LABELS[p.postedBy]}</span>
          {p.verified && (
            <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
              <BadgeCheck className="size-4" aria-hidden /> Verified
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
