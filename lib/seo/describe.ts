/** Titles and meta descriptions for the public pages. Isomorphic. */
import { formatArea } from "@/lib/format/area";
import { cityName, placeName } from "@/lib/geo/place-names-hi";
import type { Locale } from "@/lib/i18n/locales";
import { phraseFor } from "@/lib/i18n/phrase";
import { messagesFor } from "@/lib/i18n/messages";
import { translator } from "@/lib/i18n/translator";
import { listingTitleIn } from "@/lib/listings/title-words";
import { formatPriceShort } from "@/lib/format/money";
import { bhkLabel, PROPERTY_TYPE_LABELS } from "@/lib/format/labels";
import { priceLabel, pricePerSqftLabel, type PriceInput } from "@/lib/properties/price-label";
import { type PropertyType } from "@/lib/validation/property-enums";

const DEAL_PHRASE = { sale: "for sale", rent: "for rent", pg: "PG accommodation" } as const;

/** Cuts at a word boundary to at most `max` characters. */
export function clip(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20))}…`;
}

type PropertyText = PriceInput & {
  id: number;
  title: string;
  propertyType: PropertyType;
  bhk: number | null;
  areaSqft: number;
  localityName: string;
  cityName: string;
  state: string;
  description: string;
};

/** "<seller's title>, Pune — ₹45 L, 900 sq ft"; in Hindi "<seller's title>, पुणे — ₹45 लाख, 900 sq ft". */
export function propertyTitle(p: PropertyText, locale: Locale = "en"): string {
  const place = p.title.toLowerCase().includes(p.cityName.toLowerCase())
    ? ""
    : `, ${cityName(p.cityName, locale)}`;
  return `${listingTitleIn(p.title, locale, messagesFor(locale).titleWords)}${place} — ${priceLabel(p, locale)}, ${formatArea(p.areaSqft)}`;
}

export function propertyDescription(p: PropertyText, locale: Locale = "en"): string {
  const phrase = phraseFor(locale);
  const what = [bhkLabel(p.bhk), phrase(PROPERTY_TYPE_LABELS[p.propertyType])]
    .filter(Boolean)
    .join(" ");
  const ppsf = pricePerSqftLabel(p);
  if (locale === "en") {
    const where = [p.localityName, p.cityName, p.state].filter(Boolean).join(", ");
    const head = `${what} ${DEAL_PHRASE[p.dealType]} in ${where}: ${formatArea(p.areaSqft)} at ${priceLabel(p)}${ppsf ? ` (${ppsf})` : ""}.`;
    return clip(`${head} ${p.description}`);
  }
  const where = [p.localityName, p.cityName, p.state]
    .filter(Boolean)
    .map((name) => placeName(name, locale))
    .join(", ");
  const t = translator(locale, "listing");
  const head = t("metaDescription", {
    what,
    deal: t(`deals.${p.dealType}`),
    where,
    area: formatArea(p.areaSqft),
    price: priceLabel(p, locale),
    perSqft: ppsf ? ` (${ppsf})` : "",
  });
  return clip(`${head} ${p.description}`);
}

type ProjectText = {
  name: string;
  builderName: string;
  localityName: string;
  cityName: string;
  minPrice: number | null;
  maxPrice: number | null;
  bhks: number[];
  reraNumber: string | null;
  stageLabel: string;
  description: string;
};

/** "<name> by <builder>, Baner, Pune" (Hindi "<builder> का <name>, बाणेर, पुणे"). */
export function projectTitle(p: ProjectText, locale: Locale = "en"): string {
  if (locale !== "en") {
    const place = [p.localityName, p.cityName]
      .filter(Boolean)
      .map((name) => placeName(name, locale))
      .join(", ");
    return translator(locale, "projectPage")("metaTitle", {
      name: p.name,
      builder: p.builderName,
      place,
    });
  }
  return `${p.name} by ${p.builderName}, ${p.localityName ? `${p.localityName}, ` : ""}${p.cityName}`;
}

export function projectDescription(p: ProjectText, locale: Locale = "en"): string {
  if (locale !== "en") {
    const t = translator(locale, "projectPage");
    const range =
      p.minPrice == null
        ? ""
        : p.maxPrice != null && p.maxPrice !== p.minPrice
          ? t("metaRange", {
              from: formatPriceShort(p.minPrice, locale),
              to: formatPriceShort(p.maxPrice, locale),
            })
          : t("metaFrom", { from: formatPriceShort(p.minPrice, locale) });
    const head = t("metaDescription", {
      units: p.bhks.length ? t("metaUnits", { bhks: p.bhks.join(", ") }) : t("metaHomes"),
      name: p.name,
      builder: p.builderName,
      city: cityName(p.cityName, locale),
      range,
      stage: phraseFor(locale)(p.stageLabel),
      rera: p.reraNumber ? ` RERA ${p.reraNumber}।` : "",
    });
    return clip(`${head} ${p.description}`);
  }
  const units = p.bhks.length ? `${p.bhks.join(", ")} BHK homes` : "Homes";
  const range =
    p.minPrice != null
      ? ` from ${formatPriceShort(p.minPrice)}${p.maxPrice != null && p.maxPrice !== p.minPrice ? ` to ${formatPriceShort(p.maxPrice)}` : ""}`
      : "";
  const rera = p.reraNumber ? ` RERA ${p.reraNumber}.` : "";
  return clip(
    `${units} in ${p.name} by ${p.builderName}, ${p.cityName}${range}. ${p.stageLabel}.${rera} ${p.description}`,
  );
}
