/**
 * schema.org JSON-LD for the public pages, from one place: listings (RealEstateListing whose
 * mainEntity is the property), projects (ApartmentComplex), agents (RealEstateAgent) and
 * breadcrumbs. Builders take plain data and the site's base URL; they mark up only what the
 * page shows. Isomorphic: no server imports.
 */
import type { Fact } from "@/lib/properties/property-facts";
import type { DealType, PropertyType } from "@/lib/validation/property-enums";

export type JsonLd = { [key: string]: unknown };

const CONTEXT = "https://schema.org";

export function absoluteUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

/** Safe to embed in a <script> element: `<` cannot close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export type Crumb = { name: string; path: string };

export function breadcrumbList(baseUrl: string, crumbs: Crumb[]): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absoluteUrl(baseUrl, c.path),
    })),
  };
}

/** A page's JSON-LD document: the main node plus its breadcrumbs. */
export function jsonLdGraph(...nodes: JsonLd[]): JsonLd {
  return { "@context": CONTEXT, "@graph": nodes };
}

/** schema.org type of the property itself. */
export function schemaTypeFor(
  type: PropertyType,
): "Apartment" | "House" | "SingleFamilyResidence" | "Place" {
  switch (type) {
    case "FlatApartment":
    case "RKStudioApartment":
    case "ServicedApartment":
    case "IndependentBuilderFloor":
      return "Apartment";
    case "IndependentHouseVilla":
      return "SingleFamilyResidence";
    case "Farmhouse":
      return "House";
    default:
      return "Place";
  }
}

type Address = {
  address?: string | null;
  localityName?: string | null;
  cityName: string;
  state: string;
  pincode?: string | null;
};

function postalAddress(a: Address): JsonLd {
  const street = [a.address, a.localityName].filter((s) => s && s.trim()).join(", ");
  return {
    "@type": "PostalAddress",
    ...(street ? { streetAddress: street } : {}),
    addressLocality: a.cityName,
    addressRegion: a.state,
    ...(a.pincode ? { postalCode: a.pincode } : {}),
    addressCountry: "IN",
  };
}

function geo(lat: number | null | undefined, lon: number | null | undefined): JsonLd | undefined {
  if (lat == null || lon == null) return undefined;
  return { "@type": "GeoCoordinates", latitude: lat, longitude: lon };
}

function isoDate(value: Date | string): string {
  return (typeof value === "string" ? new Date(value) : value).toISOString().slice(0, 10);
}

export type ListingJsonLdInput = Address & {
  path: string;
  title: string;
  description: string;
  propertyType: PropertyType;
  dealType: DealType;
  status: "active" | "sold" | "rented";
  price: number;
  priceOnRequest: boolean;
  bhk: number | null;
  bathrooms: number | null;
  areaSqft: number;
  lat: number | null;
  lon: number | null;
  postedAt: Date | string;
  images: string[];
  facts: Fact[];
  amenities: string[];
};

export function propertyListingJsonLd(baseUrl: string, p: ListingJsonLdInput): JsonLd {
  const url = absoluteUrl(baseUrl, p.path);
  const type = schemaTypeFor(p.propertyType);
  const isAccommodation = type !== "Place";
  const entity: JsonLd = {
    "@type": type,
    "@id": `${url}#property`,
    name: p.title,
    address: postalAddress(p),
    ...(geo(p.lat, p.lon) ? { geo: geo(p.lat, p.lon) } : {}),
    ...(isAccommodation
      ? {
          floorSize: { "@type": "QuantitativeValue", value: p.areaSqft, unitCode: "FTK" },
          ...(p.bhk != null ? { numberOfBedrooms: p.bhk, numberOfRooms: Math.max(1, p.bhk) } : {}),
          ...(p.bathrooms != null ? { numberOfBathroomsTotal: p.bathrooms } : {}),
        }
      : {}),
    ...(p.amenities.length
      ? {
          amenityFeature: p.amenities.map((name) => ({
            "@type": "LocationFeatureSpecification",
            name,
            value: true,
          })),
        }
      : {}),
    additionalProperty: p.facts.map((f) => ({
      "@type": "PropertyValue",
      name: f.label,
      value: f.value,
    })),
  };
  const listing: JsonLd = {
    "@type": "RealEstateListing",
    "@id": `${url}#listing`,
    url,
    name: p.title,
    description: p.description || p.title,
    datePosted: isoDate(p.postedAt),
    ...(p.images.length ? { image: p.images.map((src) => absoluteUrl(baseUrl, src)) } : {}),
    mainEntity: entity,
  };
  if (!p.priceOnRequest) {
    const lease = p.dealType !== "sale";
    listing.offers = {
      "@type": "Offer",
      price: p.price,
      priceCurrency: "INR",
      businessFunction: lease
        ? "http://purl.org/goodrelations/v1#LeaseOut"
        : "http://purl.org/goodrelations/v1#Sell",
      availability:
        p.status === "active" ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      itemOffered: { "@id": `${url}#property` },
      url,
      ...(lease
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: p.price,
              priceCurrency: "INR",
              unitCode: "MON",
              unitText: "month",
            },
          }
        : {}),
    };
  }
  return listing;
}

export type ProjectJsonLdInput = Address & {
  path: string;
  name: string;
  description: string;
  lat: number | null;
  lon: number | null;
  images: string[];
  totalUnits: number | null;
  amenities: string[];
  reraNumber: string | null;
  builderName: string;
};

export function projectJsonLd(baseUrl: string, p: ProjectJsonLdInput): JsonLd {
  const url = absoluteUrl(baseUrl, p.path);
  return {
    "@type": "ApartmentComplex",
    "@id": `${url}#project`,
    url,
    name: p.name,
    description: p.description || p.name,
    address: postalAddress(p),
    ...(geo(p.lat, p.lon) ? { geo: geo(p.lat, p.lon) } : {}),
    ...(p.images.length ? { image: p.images.map((src) => absoluteUrl(baseUrl, src)) } : {}),
    ...(p.totalUnits ? { numberOfAccommodationUnits: p.totalUnits } : {}),
    ...(p.amenities.length
      ? {
          amenityFeature: p.amenities.map((name) => ({
            "@type": "LocationFeatureSpecification",
            name,
            value: true,
          })),
        }
      : {}),
    additionalProperty: [
      ...(p.reraNumber
        ? [{ "@type": "PropertyValue", name: "RERA registration number", value: p.reraNumber }]
        : []),
      { "@type": "PropertyValue", name: "Builder", value: p.builderName },
    ],
  };
}

export type BrokerJsonLdInput = {
  path: string;
  name: string;
  companyName: string | null;
  photoUrl: string | null;
  description: string | null;
  city: string | null;
  state: string | null;
  areasServed: string[];
  reraNumber: string | null;
  reraState: string | null;
};

export function brokerJsonLd(baseUrl: string, b: BrokerJsonLdInput): JsonLd {
  const url = absoluteUrl(baseUrl, b.path);
  return {
    "@type": "RealEstateAgent",
    "@id": `${url}#agent`,
    url,
    name: b.companyName ? `${b.name}, ${b.companyName}` : b.name,
    ...(b.photoUrl ? { image: absoluteUrl(baseUrl, b.photoUrl) } : {}),
    ...(b.description ? { description: b.description } : {}),
    ...(b.city || b.state
      ? {
          address: {
            "@type": "PostalAddress",
            ...(b.city ? { addressLocality: b.city } : {}),
            ...(b.state ? { addressRegion: b.state } : {}),
            addressCountry: "IN",
          },
        }
      : {}),
    ...(b.areasServed.length
      ? { areaServed: b.areasServed.map((name) => ({ "@type": "Place", name })) }
      : {}),
    ...(b.reraNumber
      ? {
          identifier: {
            "@type": "PropertyValue",
            propertyID: `RERA agent registration${b.reraState ? ` (${b.reraState})` : ""}`,
            value: b.reraNumber,
          },
        }
      : {}),
  };
}

/** Home page: the site and the organisation behind it. */
export function websiteJsonLd(
  baseUrl: string,
  site: { name: string; description: string; email: string; phone: string },
): JsonLd[] {
  const url = absoluteUrl(baseUrl, "/");
  return [
    {
      "@type": "WebSite",
      "@id": `${url}#website`,
      url,
      name: site.name,
      description: site.description,
    },
    {
      "@type": "Organization",
      "@id": `${url}#organization`,
      url,
      name: site.name,
      email: site.email,
      telephone: site.phone,
    },
  ];
}

export type PriceDatasetInput = {
  name: string;
  description: string;
  path: string;
  /** Months covered, `YYYY-MM-01` first and last. */
  from: string;
  to: string;
  place: { name: string; city?: string; state: string; lat?: number; lon?: number };
};

/** A price-trend page as a schema.org Dataset (monthly asking prices of a place). */
export function priceDatasetJsonLd(baseUrl: string, d: PriceDatasetInput): JsonLd {
  return {
    "@type": "Dataset",
    name: d.name,
    description: d.description,
    url: absoluteUrl(baseUrl, d.path),
    temporalCoverage: `${d.from.slice(0, 7)}/${d.to.slice(0, 7)}`,
    isAccessibleForFree: true,
    variableMeasured: ["Median asking price per sq ft", "Median monthly rent per sq ft"],
    spatialCoverage: {
      "@type": "Place",
      name: d.place.name,
      address: {
        "@type": "PostalAddress",
        ...(d.place.city ? { addressLocality: d.place.city } : {}),
        addressRegion: d.place.state,
        addressCountry: "IN",
      },
      ...(d.place.lat !== undefined && d.place.lon !== undefined
        ? { geo: { "@type": "GeoCoordinates", latitude: d.place.lat, longitude: d.place.lon } }
        : {}),
    },
  };
}

/** schema.org types that are documents of the page (CreativeWork), so they carry `inLanguage`. */
const DOCUMENT_TYPES = new Set([
  "WebSite",
  "WebPage",
  "ContactPage",
  "FAQPage",
  "Article",
  "RealEstateListing",
  "Dataset",
  "CollectionPage",
]);

/**
 * A page's JSON-LD in the page's language: every document node says its `inLanguage`
 * ("hi-IN"), and on a Hindi page its own URL and the breadcrumbs point at the Hindi pages.
 * `localize` turns a site path into the page's language (lib/i18n/locales.ts).
 */
export function inLanguage(
  data: JsonLd,
  languageTag: string,
  baseUrl: string,
  localize: (path: string) => string,
): JsonLd {
  const base = baseUrl.replace(/\/+$/, "");
  const localUrl = (value: unknown) =>
    typeof value === "string" && value.startsWith(base)
      ? `${base}${localize(value.slice(base.length) || "/")}`
      : value;
  const node = (n: JsonLd): JsonLd => {
    const type = n["@type"];
    if (type === "BreadcrumbList" && Array.isArray(n.itemListElement)) {
      return {
        ...n,
        itemListElement: (n.itemListElement as JsonLd[]).map((item) => ({
          ...item,
          item: localUrl(item.item),
        })),
      };
    }
    if (typeof type === "string" && DOCUMENT_TYPES.has(type)) {
      return {
        ...n,
        ...(n.url ? { url: localUrl(n.url) } : {}),
        ...(n["@id"] ? { "@id": localUrl(n["@id"]) } : {}),
        inLanguage: languageTag,
      };
    }
    return n;
  };
  if (Array.isArray(data["@graph"])) {
    return { ...data, "@graph": (data["@graph"] as JsonLd[]).map(node) };
  }
  return node(data);
}
