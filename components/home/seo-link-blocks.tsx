import Link from "next/link";
import { findCityByName } from "@/lib/geo/cities";
import { listingSearchHref, type ListingSearch } from "@/lib/seo/search-links";

type Block = { title: string; links: { label: string; search: ListingSearch }[] };

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

const BLOCKS: Block[] = [
  {
    title: "Flats for sale",
    links: FLAT_CITIES.map((city) => ({
      label: `Flats for sale in ${city}`,
      search: { propertyType: "FlatApartment", transactionType: "Buy", city },
    })),
  },
  {
    title: "By size",
    links: BHK_LINKS.map(([bhk, city]) => ({
      label: `${bhk} BHK in ${city}`,
      search: { propertyType: "FlatApartment", transactionType: "Buy", city, bhk },
    })),
  },
  {
    title: "Plots and land",
    links: PLOT_CITIES.map((city) => ({
      label: `Plots for sale in ${city}`,
      search: { propertyType: "LandPlot", transactionType: "Buy", city },
    })),
  },
  {
    title: "Homes for rent",
    links: RENT_CITIES.map((city) => ({
      label: `Flats for rent in ${city}`,
      search: { propertyType: "FlatApartment", transactionType: "Rent", city },
    })),
  },
];

/** Crawlable links to real result pages ("Flats for sale in Indore", "2 BHK in Bhopal" …). */
export function SeoLinkBlocks() {
  return (
    <section aria-labelledby="browse-heading" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="browse-heading" className="text-xl font-bold text-slate-900">
          Browse property across India
        </h2>
        <div className="mt-5 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {BLOCKS.map((block) => (
            <nav key={block.title} aria-label={block.title}>
              <h3 className="mb-2 font-semibold text-slate-800">{block.title}</h3>
              <ul className="space-y-1.5 text-sm">
                {block.links.map((link) => (
                  <li key={link.label}>
                    <Link
                      href={listingSearchHref({
                        ...link.search,
                        state: findCityByName(link.search.city ?? "")?.state,
                      })}
                      className="browse-link"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
    </section>
  );
}
