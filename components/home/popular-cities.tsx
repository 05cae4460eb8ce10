import { Link } from "@/components/i18n/link";
import { Section } from "@/components/home/section";
import { findCityByName } from "@/lib/geo/cities";
import { formatIndianNumber } from "@/lib/format/money";
import { POPULAR_CITIES } from "@/lib/site";
import { cityPagePath } from "@/lib/seo/urls";

const EXTRA = ["Indore", "Bhopal", "Noida", "Gurgaon"];

/** The eight popular cities (plus the home state's) with how many listings each has. */
export function PopularCities({ counts }: { counts: Record<string, number> }) {
  const cities = [...POPULAR_CITIES.map((c) => c.city), ...EXTRA]
    .map((name) => findCityByName(name))
    .filter((c) => c !== undefined);
  return (
    <Section
      id="popular-cities"
      title="Popular cities"
      subtitle="Explore homes, plots and offices where India is buying."
    >
      <ul className="city-tiles">
        {cities.map((city) => (
          <li key={city.slug}>
            <Link href={cityPagePath(city.slug)}>
              <b>{city.name}</b>
              <span>
                {counts[city.slug]
                  ? `${formatIndianNumber(counts[city.slug])} properties`
                  : city.state}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
