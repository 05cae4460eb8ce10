import { MapPin } from "lucide-react";
import { cookies } from "next/headers";
import Link from "next/link";
import { CityDetector } from "@/components/home/city-detector";
import { HOME_CITY_COOKIE } from "@/components/home/home-city";
import { ListingGrid } from "@/components/property/property-card";
import { Section } from "@/components/home/section";
import { findCityByName } from "@/lib/geo/cities";
import { getCityListings } from "@/lib/properties/home-sections";
import { cityPagePath } from "@/lib/seo/urls";

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

function CityPicks({ except }: { except?: string }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Popular cities">
      {CITY_PICKS.filter((c) => c !== except).map((name) => {
        const city = findCityByName(name);
        return city ? (
          <li key={city.slug}>
            <Link
              href={cityPagePath(city.slug)}
              className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700"
            >
              <MapPin aria-hidden className="size-4" /> {city.name}
            </Link>
          </li>
        ) : null;
      })}
    </ul>
  );
}

/**
 * "Properties in <your city>": the city comes from the cookie the {@link CityDetector} island
 * sets after geolocation; until then (or when permission is denied) popular cities are offered.
 */
export async function YourCitySection() {
  const remembered = (await cookies()).get(HOME_CITY_COOKIE)?.value;
  const city = remembered ? findCityByName(remembered) : undefined;
  const listings = city ? await getCityListings(city.slug, 8) : [];

  if (city && listings.length > 0) {
    return (
      <Section
        id="your-city"
        title={`Properties in ${city.name}`}
        subtitle={`Newest listings near you in ${city.name}, ${city.state}.`}
        viewAll={{ href: cityPagePath(city.slug), label: `All property in ${city.name} →` }}
      >
        <ListingGrid listings={listings} />
        <CityDetector remembered={remembered ?? null} />
        <div className="mt-4">
          <p className="mb-2 text-sm text-slate-600">Looking elsewhere?</p>
          <CityPicks except={city.name} />
        </div>
      </Section>
    );
  }

  return <CityPicksSection city={city} remembered={remembered ?? null} />;
}

function CityPicksSection({
  city,
  remembered,
}: {
  city?: { name: string };
  remembered: string | null;
}) {
  return (
    <Section
      id="your-city"
      title="Properties in your city"
      subtitle={
        city
          ? `No listings in ${city.name} yet — try one of these cities.`
          : "Allow location access to see listings near you, or pick a city."
      }
    >
      <CityDetector remembered={remembered} />
      <div className="mt-3">
        <CityPicks />
      </div>
    </Section>
  );
}
