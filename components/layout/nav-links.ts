import { POPULAR_CITIES, site } from "@/lib/site";
import { searchResultsHref } from "@/lib/search/search-link";
import type { SearchTypeGroup } from "@/lib/validation/property-enums";

/** A city with its state, as the search-results link needs both. */
export type CityRef = { city: string; state: string };

/**
 * A menu link. Its label is English data, shown through the catalogue's phrases; a link that
 * names a city also says which (`city`), so a Hindi page names it in Devanagari, inside the
 * catalogue's `nav` words `words` when there are any ("{city} (Your City)").
 */
export type NavLink = {
  label: string;
  href: string;
  city?: string;
  words?: "yourCity" | "propertiesIn";
};

/**
 * The city the Land / Plot / Office / Retail links search when the visitor's city is not known
 * (no geolocation, permission denied, or the reverse geocoder failed): the first popular city.
 */
export const DEFAULT_CITY: CityRef = { city: "Delhi", state: "Delhi" };

/** Other spellings a reverse geocoder may return for the eight popular cities. */
const CITY_ALIASES: Record<string, string> = {
  "new delhi": "delhi",
  bengaluru: "bangalore",
  bombay: "mumbai",
  calcutta: "kolkata",
  madras: "chennai",
  poona: "pune",
  amdavad: "ahmedabad",
};

function canonicalCity(name: string): string {
  const key = name.trim().toLowerCase();
  return CITY_ALIASES[key] ?? key;
}

export function isPopularCity(city: string): boolean {
  const wanted = canonicalCity(city);
  return POPULAR_CITIES.some((c) => c.city.toLowerCase() === wanted);
}

/** Every Buy link carries the type, intent Buy, a city and its state (spec). */
export function buyHref(propertyType: SearchTypeGroup, place: CityRef): string {
  return searchResultsHref({
    propertyType,
    transactionType: "Buy",
    city: place.city,
    state: place.state,
  });
}

/** BUY A HOME (desktop): Land and Plot both search the LandPlot group. */
export function buyHomeLinks(detected: CityRef | null): NavLink[] {
  const place = detected ?? DEFAULT_CITY;
  return [
    { label: "Land", href: buyHref("LandPlot", place) },
    { label: "Plot", href: buyHref("LandPlot", place) },
  ];
}

/** COMMERCIAL (desktop). */
export function commercialLinks(detected: CityRef | null): NavLink[] {
  const place = detected ?? DEFAULT_CITY;
  return [
    { label: "Office Space", href: buyHref("Office", place) },
    { label: "Retail Space", href: buyHref("Shop", place) },
  ];
}

/** POPULAR AREAS: a FlatApartment Buy search in each of the eight cities and its state. */
export function popularCityLinks(): NavLink[] {
  return POPULAR_CITIES.map((c) => ({
    label: c.city,
    href: buyHref("FlatApartment", c),
    city: c.city,
  }));
}

/** The extra "<city> (Your City)" entry, only when the detected city is not a popular one. */
export function yourCityLink(detected: CityRef | null): NavLink | null {
  if (!detected || !detected.city.trim() || isPopularCity(detected.city)) return null;
  return {
    label: `${detected.city} (Your City)`,
    href: buyHref("FlatApartment", detected),
    city: detected.city,
    words: "yourCity",
  };
}

/** The mobile menu's Buy group. */
export function mobileBuyLinks(detected: CityRef | null): NavLink[] {
  const place = detected ?? DEFAULT_CITY;
  const links: NavLink[] = [
    { label: "Land/Plot", href: buyHref("LandPlot", place) },
    { label: "Office Space", href: buyHref("Office", place) },
    { label: "Retail Space (Shop)", href: buyHref("Shop", place) },
  ];
  if (detected && detected.city.trim()) {
    links.push({
      label: `Properties in ${detected.city}`,
      href: buyHref("FlatApartment", detected),
      city: detected.city,
      words: "propertiesIn",
    });
  }
  return links;
}

export const SELLER_LOGIN_PATH = "/saller/login";
export const SELLER_SIGNUP_PATH = "/saller/signup";

/** Sell Properties (desktop): one section per kind of seller, each with login and register. */
export const SELL_SECTIONS = [
  { title: "FOR SELLERS", who: "Seller" },
  { title: "FOR BUILDERS", who: "Builder" },
  { title: "FOR AGENTS", who: "Agent" },
].map(({ title, who }) => ({
  title,
  links: [
    { label: `Login as ${who}`, href: SELLER_LOGIN_PATH },
    { label: `Register as ${who}`, href: SELLER_SIGNUP_PATH },
  ] satisfies NavLink[],
}));

export const MOBILE_SELL_LINKS: NavLink[] = [
  { label: "Login As Seller", href: SELLER_LOGIN_PATH },
  { label: "Register As Seller", href: SELLER_SIGNUP_PATH },
];

/** Help: SUPPORT. */
export const HELP_LINKS: NavLink[] = [
  { label: "Contact Us", href: "/contact" },
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms & Conditions", href: "/terms-conditions" },
];

/** Signed-in user's menu. */
export const PROFILE_PATH = "/profile";
export const MY_PROPERTIES_PATH = "/profile#my-properties";

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: "Home", href: "/" },
  { label: "About Us", href: "/about" },
  { label: "Contact Us", href: "/contact" },
  { label: "Privacy Policy", href: "/privacy-policy" },
];

export const FOOTER_SERVICE_LINKS: NavLink[] = [
  {
    label: "Browse Properties",
    href: searchResultsHref({ propertyType: "FlatApartment", transactionType: "Buy" }),
  },
  { label: "Post a Property", href: SELLER_LOGIN_PATH },
  { label: "Property Valuation", href: "/services/valuation" },
  { label: "Property Management", href: "/services/property-management" },
  { label: "Legal Assistance", href: "/services/legal" },
  { label: "Home Inspection", href: "/services/inspection" },
  { label: "Real Estate Advice", href: "/real-estate/advice" },
];

export const telHref = `tel:${site.phoneTel}`;
export const mailHref = `mailto:${site.email}`;
