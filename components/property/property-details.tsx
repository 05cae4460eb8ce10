import { useLocale, useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { cityName, localityName, stateName } from "@/lib/geo/place-names-hi";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { translator } from "@/lib/i18n/translator";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { Suspense } from "react";
import { CompareButton } from "@/components/compare/compare-button";
import { EnquiryPanel } from "@/components/enquiry/enquiry-panel";
import { ResponseTimeNote } from "@/components/messages/response-time-note";
import { EmiCalculatorOnUse } from "@/components/property/emi-calculator-on-use";
import { EmiCalculatorView, emiStart } from "@/components/property/emi-calculator-view";
import { Gallery } from "@/components/property/gallery";
import { KeyFacts } from "@/components/property/key-facts";
import {
  CONTACT_ANCHOR,
  MobileContactBar,
  MobilePriceSummary,
} from "@/components/property/mobile-contact";
import { ListingActions } from "@/components/property/listing-actions";
import {
  Amenities,
  Description,
  Location,
  ReraNotice,
  SimilarProperties,
} from "@/components/property/property-sections";
import { SellerCard } from "@/components/property/seller-card";
import { StatusRibbon } from "@/components/property/status-ribbon";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { formatINR, formatIndianNumber } from "@/lib/format/money";
import type { PublicProperty } from "@/lib/properties/get-property";
import { amenityLabel, bhkLabel, DEAL_LABELS, PROPERTY_TYPE_LABELS } from "@/lib/format/labels";
import { propertyFacts } from "@/lib/properties/property-facts";
import { priceLabel, pricePerSqftLabel } from "@/lib/properties/price-label";
import { canonicalUrl } from "@/lib/seo/alternates";
import { breadcrumbList, jsonLdGraph, propertyListingJsonLd, type Crumb } from "@/lib/seo/json-ld";
import { listingSearchHref, TYPE_GROUP_WORDS } from "@/lib/seo/search-links";
import { cityPagePath, propertyPath } from "@/lib/seo/urls";
import {
  DEAL_TO_TRANSACTION,
  searchTypeGroupOf,
  type SearchTypeGroup,
} from "@/lib/validation/property-enums";
import { formatDate } from "@/lib/format/date";
import { ListingChecks } from "@/components/trust/listing-checks";
import { confirmedDaysWords } from "@/lib/trust/check-words";
import { listingTitleIn } from "@/lib/listings/title-words";
import { NoLongerAvailableButton } from "@/components/trust/no-longer-available-button";
import { PriceHistory, priceReducedWords } from "@/components/trust/price-history";

function groupOf(type: PublicProperty["propertyType"]): SearchTypeGroup {
  return searchTypeGroupOf(type) ?? "FlatApartment";
}

export function propertyCrumbs(p: PublicProperty, locale: Locale = "en"): Crumb[] {
  const group = groupOf(p.propertyType);
  const t = translator(locale, "listing");
  const city = cityName(p.cityName, locale);
  const what = translator(locale, "searchTitle")(`types.${group}`);
  const crumb =
    p.dealType === "sale" ? "crumbSale" : p.dealType === "rent" ? "crumbRent" : "crumbPg";
  return [
    { name: t("home"), path: "/" },
    { name: t("propertyIn", { city }), path: cityPagePath(p.citySlug) },
    {
      name:
        locale === "en"
          ? `${TYPE_GROUP_WORDS[group].plural} ${DEAL_WORDS[p.dealType]} in ${p.cityName}`
          : t(crumb, { what, city }),
      path: listingSearchHref({
        propertyType: group,
        transactionType: DEAL_TO_TRANSACTION[p.dealType],
        city: p.cityName,
        state: p.state,
      }),
    },
    {
      name: listingTitleIn(p.title, locale, messagesFor(locale).titleWords),
      path: propertyPath(p),
    },
  ];
}

/** The body of a listing page. */
const DEAL_WORDS = { sale: "for sale", rent: "for rent", pg: "PG" } as const;

export function PropertyDetails({
  property: p,
  baseUrl,
}: {
  property: PublicProperty;
  baseUrl: string;
}) {
  const locale = useLocale();
  const t = useTranslations("listing");
  const phrase = usePhrase();
  const title = listingTitleIn(p.title, locale, messagesFor(locale).titleWords);
  const kind =
    p.seller.kind === "individual" ? "Owner" : p.seller.kind === "agent" ? "Agent" : "Builder";
  const path = propertyPath(p);
  // The page's canonical address in its language: Share on /hi/property/… hands on /hi/property/….
  const url = canonicalUrl(baseUrl, locale, path);
  const facts = propertyFacts(p);
  const crumbs = propertyCrumbs(p, locale);
  const active = p.status === "active";
  const ppsf = pricePerSqftLabel(p);
  const price = priceLabel(p, locale);
  const reduced = p.priceOnRequest ? null : priceReducedWords(p.priceHistory, locale);
  const contactLabel = t(`contact${kind}`);
  const jsonLd = jsonLdGraph(
    propertyListingJsonLd(baseUrl, {
      ...p,
      path,
      images: p.media.map((m) => m.url),
      facts,
      amenities: p.amenities.map(amenityLabel),
    }),
    breadcrumbList(baseUrl, crumbs),
  );

  return (
    <main className="mx-auto max-w-7xl px-4 pb-16 pt-32">
      <JsonLdScript data={jsonLd} />
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-brand-700">
            {phrase(DEAL_LABELS[p.dealType])} ·{" "}
            {[bhkLabel(p.bhk), phrase(PROPERTY_TYPE_LABELS[p.propertyType])]
              .filter(Boolean)
              .join(" ")}
            {p.verified ? (
              <span className="ml-2 inline-flex items-center gap-0.5 text-emerald-700">
                <SpriteIcon name="badge-check" className="size-4" />{" "}
                {p.documentsCheckedAt
                  ? t("documentsCheckedOn", { date: formatDate(p.documentsCheckedAt, locale) })
                  : t("documentsChecked")}
              </span>
            ) : null}
          </p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          <p className="mt-1 text-slate-600">
            {[
              p.localityName ? localityName(p.localityName, locale) : null,
              cityName(p.cityName, locale),
              stateName(p.state, locale),
            ]
              .filter(Boolean)
              .join(", ")}
          </p>
        </div>
        {/* A line of its own on a phone from the first paint: the row ends up too wide to sit
            beside the title there, and while the page arrives its first button alone would fit,
            then wrap down (a layout shift). */}
        <div className="flex w-full flex-wrap items-start gap-2 sm:w-auto">
          {active ? <CompareButton propertyId={p.id} title={title} listingTitle={p.title} /> : null}
          <ListingActions propertyId={p.id} url={url} title={title} canSave={active} />
        </div>
      </header>
      {active ? (
        <MobilePriceSummary price={price} perSqft={ppsf} contactLabel={contactLabel} />
      ) : null}
      {!active ? (
        <div className="mt-4">
          <StatusRibbon label={p.status === "sold" ? t("sold") : t("rentedOut")} />
        </div>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0 space-y-6">
          <Gallery images={p.media} title={title} />
          <KeyFacts facts={facts} />
          <ListingChecks checks={p.checks} />
          <ReraNotice p={p} />
          <Description text={p.description} />
          <Amenities items={p.amenities} />
          <Location p={p} />
          <PriceHistory points={p.priceHistory} />
          {active && p.dealType === "sale" && !p.priceOnRequest ? (
            <EmiCalculatorOnUse price={p.price}>
              <EmiCalculatorView id="emi" values={emiStart(p.price)} />
            </EmiCalculatorOnUse>
          ) : null}
        </div>
        <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <section
            aria-label={t("price")}
            className="rounded-xl border border-slate-200 bg-white p-5"
          >
            <p className="text-3xl font-bold text-slate-900" data-testid="property-price">
              {price}
            </p>
            {!p.priceOnRequest && p.dealType === "sale" ? (
              <p className="text-sm text-slate-600">{formatINR(p.price)}</p>
            ) : null}
            {ppsf ? <p className="mt-1 font-medium text-slate-700">{ppsf}</p> : null}
            {p.negotiable ? (
              <p className="mt-1 text-sm text-emerald-700">{t("negotiable")}</p>
            ) : null}
            {reduced ? (
              <p className="mt-1 text-sm font-medium text-emerald-700">{reduced}</p>
            ) : null}
            {p.availability ? (
              <p className="mt-1 text-sm text-slate-700" data-testid="confirmed-available">
                {locale === "en" || p.availableDays === null
                  ? p.availability
                  : confirmedDaysWords(p.availableDays, locale)}
              </p>
            ) : null}
            <p className="mt-3 text-xs text-slate-600">
              {t("posted", { date: formatDate(p.postedAt, locale) })} ·{" "}
              <span data-testid="enquiry-count">
                {t("enquiries", {
                  count: formatIndianNumber(p.enquiries),
                  one: p.enquiries === 1 ? "yes" : "no",
                })}
              </span>
            </p>
          </section>
          <SellerCard seller={p.seller} />
          {active ? <NoLongerAvailableButton propertyId={p.id} /> : null}
          {active ? (
            <div id={CONTACT_ANCHOR}>
              <EnquiryPanel
                title={t(`contactThe${kind}`)}
                targetType="property"
                targetId={p.id}
                defaultMessage={t("defaultMessage", { title })}
              />
              <Suspense fallback={null}>
                <ResponseTimeNote sellerId={p.seller.id} />
              </Suspense>
            </div>
          ) : null}
        </aside>
      </div>
      <SimilarProperties
        to={{
          id: p.id,
          cityId: p.cityId,
          propertyType: p.propertyType,
          dealType: p.dealType,
          price: p.price,
        }}
        cityName={p.cityName}
        citySlug={p.citySlug}
      />
      {active ? <MobileContactBar propertyId={p.id} /> : null}
    </main>
  );
}
