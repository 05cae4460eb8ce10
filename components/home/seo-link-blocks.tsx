import {
  BrowseLinkLists,
  type BrowseBlock,
  type BrowseLink,
} from "@/components/home/browse-link-lists";
import { findCityByName } from "@/lib/geo/cities";

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

const BLOCKS: BrowseBlock[] = [
  {
    title: "Flats for sale",
    propertyType: "FlatApartment",
    transactionType: "Buy",
    prefix: "Flats for sale in",
    links: links(FLAT_CITIES),
  },
  {
    title: "By size",
    propertyType: "FlatApartment",
    transactionType: "Buy",
    prefix: "",
    links: links(
      BHK_LINKS.map(([, city]) => city),
      BHK_LINKS.map(([bhk]) => bhk),
    ),
  },
  {
    title: "Plots and land",
    propertyType: "LandPlot",
    transactionType: "Buy",
    prefix: "Plots for sale in",
    links: links(PLOT_CITIES),
  },
  {
    title: "Homes for rent",
    propertyType: "FlatApartment",
    transactionType: "Rent",
    prefix: "Flats for rent in",
    links: links(RENT_CITIES),
  },
];

/**
 * Crawlable links to real result pages ("Flats for sale in Indore", "2 BHK in Bhopal" …). The
 * page sends each link as its city and state (BrowseLinkLists builds the label and URL), not as
 * a full search URL in the markup and again in the payload.
 */
export function SeoLinkBlocks() {
  return (
    <section aria-labelledby="browse-heading" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="browse-heading" className="text-xl font-bold text-slate-900">
          Browse property across India
        </h2>
        <BrowseLinkLists blocks={BLOCKS} />
      </div>
    </section>
  );
}
