import { findCityByName } from "@/lib/geo/cities";
import { cityPagePath } from "@/lib/seo/urls";
import { YourCityListings, type CityPick } from "./your-city-listings";

/** Cities offered when the visitor's city is unknown (or has no listings yet). */
export const CITY_PICKS = [
  "Indore",
  "Bhopal",
  "Mumbai",
  "Delhi",
  "Bangalore",
  "Pune",
  "Hyderabad",
  "Ahmedabad",
];

const PICKS: CityPick[] = CITY_PICKS.flatMap((name) => {
  const city = findCityByName(name);
  return city ? [{ name: city.name, slug: city.slug, href: cityPagePath(city.slug) }] : [];
});

/**
 * "Properties in <your city>": part of the cached home page with the popular-city picks; the
 * browser fills in the visitor's city (detected, or remembered for a day) and its listings.
 */
export function YourCitySection() {
  return <YourCityListings picks={PICKS} />;
}
