import { useLocale, useMessages, useTranslations } from "next-intl";
import type { Messages } from "@/lib/i18n/messages";
import { SiteAnchor } from "@/components/i18n/site-anchor";
import { usePhrase } from "@/components/i18n/use-phrase";
import { formatDate } from "@/lib/format/date";
import { cityName, localityName } from "@/lib/geo/place-names-hi";
import { listingTitleIn, photoAltIn } from "@/lib/listings/title-words";
import { CompareButton } from "@/components/compare/compare-button";
import { CardImage } from "@/components/property/media-img";
import { formatArea } from "@/lib/format/area";
import { formatINR } from "@/lib/format/money";
import type { ListingCard as ListingCardRow } from "@/lib/properties/listing-cards";
import {
  bhkLabel,
  DEAL_LABELS,
  PROPERTY_TYPE_LABELS,
  SELLER_KIND_LABELS,
} from "@/lib/format/labels";
import { priceLabel } from "@/lib/properties/price-label";
import type { CardListing } from "@/lib/search/property-card-data";
import { propertyPath } from "@/lib/seo/urls";
import { SpriteIcon } from "@/components/ui/sprite-icon";

/**
 * The one listing card (search results, home, city and agent pages, similar listings): photo,
 * price, title linking to the listing's canonical URL, place, type, size and who posted it.
 */
export function PropertyCard({
  property: p,
  priority = false,
  headingLevel = 3,
}: {
  property: CardListing;
  /** Above the fold: load the photo at once. */
  priority?: boolean;
  /** 2 in a results list under the page's h1; 3 in a titled section. */
  headingLevel?: 2 | 3;
}) {
  const t = useTranslations("card");
  const locale = useLocale();
  const phrase = usePhrase();
  const city = cityName(p.cityName, locale);
  const place = p.localityName ? `${localityName(p.localityName, locale)}, ${city}` : city;
  const bhk = bhkLabel(p.bhk);
  const messages = useMessages() as Partial<Messages>;
  const words = messages.titleWords && messages.gallery ? (messages as Messages) : undefined;
  const title = listingTitleIn(p.title, locale, words?.titleWords);
  const href = propertyPath(p);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card">
      {/* The photo is not a link of its own: the title's link covers the card (.card-link). */}
      <div className="card-photo">
        {p.coverUrl ? (
          <CardImage
            src={p.coverUrl}
            alt={p.coverAlt ? photoAltIn(p.coverAlt, locale, words) : title}
            card="listing"
            {...(priority ? { priority } : {})}
          />
        ) : (
          <span className="flex h-full items-center justify-center text-slate-400">
            <SpriteIcon name="building" className="size-12" />
          </span>
        )}
        <span className="card-tags">
          <span className="card-tag">{phrase(DEAL_LABELS[p.dealType])}</span>
          {p.featured && <span className="card-tag-featured">{t("featured")}</span>}
        </span>
        {p.imageCount ? (
          <span className="card-count">{t("photos", { count: p.imageCount })}</span>
        ) : null}
      </div>
      <div className="card-body">
        <div className="card-price-row">
          <p className="card-price" data-testid="card-price">
            {priceLabel(p, locale)}
          </p>
          {p.dealType === "sale" && p.pricePerSqft && !p.priceOnRequest ? (
            <p className="text-xs text-slate-500">
              {t("perSqft", { amount: formatINR(p.pricePerSqft) })}
            </p>
          ) : null}
        </div>
        <Heading className="card-title">
          <SiteAnchor href={href} locale={locale} className="card-link">
            {title}
          </SiteAnchor>
        </Heading>
        <p className="card-line" data-testid="card-place">
          {place}
          {p.distanceKm !== undefined && (
            <span className="ml-2 font-medium text-brand-700" data-testid="card-distance">
              {t("kmAway", { km: (Math.round(p.distanceKm * 10) / 10).toFixed(1) })}
            </span>
          )}
        </p>
        <ul className="card-facts">
          <li data-testid="card-type">{phrase(PROPERTY_TYPE_LABELS[p.propertyType])}</li>
          {bhk && <li data-testid="card-bhk">{bhk}</li>}
          <li>{formatArea(p.areaSqft)}</li>
          {p.bathrooms ? <li>{t("bath", { count: p.bathrooms })}</li> : null}
        </ul>
        <div className="card-foot">
          <span>{t("postedBy", { who: phrase(SELLER_KIND_LABELS[p.postedBy].short) })}</span>
          {p.verified && (
            <span className="card-verified">
              <SpriteIcon name="badge-check" className="size-4" />{" "}
              {p.documentsCheckedAt
                ? t("documentsCheckedOn", { date: formatDate(p.documentsCheckedAt, locale) })
                : t("documentsChecked")}
            </span>
          )}
        </div>
        <CompareButton propertyId={p.id} title={title} listingTitle={p.title} size="sm" />
      </div>
    </article>
  );
}

/** Listings from the database's card query as cards in a titled section's grid. */
export function ListingGrid({
  listings,
  eagerFirst = 0,
}: {
  listings: ListingCardRow[];
  eagerFirst?: number;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {listings.map((listing, i) => (
        <li key={listing.id}>
          <PropertyCard
            property={{
              ...listing,
              coverUrl: listing.cover?.url ?? null,
              coverAlt: listing.cover?.alt,
            }}
            priority={i < eagerFirst}
          />
        </li>
      ))}
    </ul>
  );
}
