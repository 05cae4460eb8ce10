import {
  BrowseLinkLists,
  type BrowseBlock,
  type BrowseCityNames,
  type BrowseLink,
} from "@/components/home/browse-link-lists";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { findCityByName } from "@/lib/geo/cities";
import { cityName } from "@/lib/geo/city-names-hi";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";

const FLAT_CITIES = [
  "Indore",
  "Bhopal",
  "Mumbai",
  "Pune",
  "Bangalore",
  "Hyderabad",
  "Delhi",
  "Ahmedabad",
];
const BHK_LINKS: [number, string][] = [
  [2, "Bhopal"],
  [3, "Indore"],
  [2, "Pune"],
  [1, "Mumbai"],
  [3, "Hyderabad"],
  [2, "Bangalore"],
  [2, "Noida"],
  [3, "Gurgaon"],
];
const PLOT_CITIES = [
  "Indore",
  "Bhopal",
  "Jabalpur",
  "Jaipur",
  "Lucknow",
  "Nagpur",
  "Hyderabad",
  "Chennai",
];
const RENT_CITIES = [
  "Indore",
  "Bhopal",
  "Bangalore",
  "Pune",
  "Mumbai",
  "Delhi",
  "Noida",
  "Gurgaon",
];

function links(cities: readonly string[], bhks?: readonly number[]): BrowseLink[] {
  return cities.map((name, i) => {
    const state = findCityByName(name)?.state ?? "";
    return bhks ? [name, state, bhks[i]] : [name, state];
  });
}

/** The four columns; `words` names the catalogue's `home.browse` title and label of each. */
const COLUMNS: (Omit<BrowseBlock, "title" | "label"> & {
  words: "flats" | "size" | "plots" | "rent";
})[] = [
  {
    words: "flats",
    propertyType: "FlatApartment",
    transactionType: "Buy",
    links: links(FLAT_CITIES),
  },
  {
    words: "size",
    propertyType: "FlatApartment",
    transactionType: "Buy",
    links: links(
      BHK_LINKS.map(([, city]) => city),
      BHK_LINKS.map(([bhk]) => bhk),
    ),
  },
  {
    words: "plots",
    propertyType: "LandPlot",
    transactionType: "Buy",
    links: links(PLOT_CITIES),
  },
  {
    words: "rent",
    propertyType: "FlatApartment",
    transactionType: "Rent",
    links: links(RENT_CITIES),
  },
];

const CITY_NAMES = [...new Set(COLUMNS.flatMap((column) => column.links.map(([city]) => city)))];

/**
 * The block in a language: its heading, each column titled with its label a template that
 * leaves the city (and BHK) to fill ("{city} में बिक्री के लिए फ्लैट"), and the cities' names where
 * the language has its own (none in English, so an English page sends none). The URLs are the
 * same in every language.
 */
export function browseBlocks(locale: Locale): {
  heading: string;
  blocks: BrowseBlock[];
  names: BrowseCityNames | undefined;
} {
  const t = translator(locale, "home");
  const template = (key: `browse.${(typeof COLUMNS)[number]["words"]}Link`): string => {
    const text: unknown = t.raw(key);
    return typeof text === "string" ? text : "";
  };
  const blocks = COLUMNS.map(({ words, ...column }) => ({
    ...column,
    title: t(`browse.${words}Title`),
    label: template(`browse.${words}Link`),
  }));
  const names = Object.fromEntries(
    CITY_NAMES.map((city) => [city, cityName(city, locale)]).filter(
      ([city, name]) => name !== city,
    ),
  );
  return {
    heading: t("browse.heading"),
    blocks,
    names: Object.keys(names).length > 0 ? names : undefined,
  };
}

/**
 * Crawlable links to real result pages ("Flats for sale in Indore", "2 BHK in Bhopal" …; Hindi
 * "इंदौर में बिक्री के लिए फ्लैट"). The page sends each link as its city and state, and each column's
 * label template once (BrowseLinkLists builds the label and URL), not as a full search URL in
 * the markup and again in the payload. Outside a language provider (a unit test) it is English.
 */
export function SeoLinkBlocks() {
  const { heading, blocks, names } = browseBlocks(useSiteLocale());
  return (
    <section aria-labelledby="browse-heading" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="browse-heading" className="text-xl font-bold text-slate-900">
          {heading}
        </h2>
        <BrowseLinkLists blocks={blocks} names={names} />
      </div>
    </section>
  );
}
