import "server-only";
import { CITIES, type CityRecord, type LocalityRecord } from "@/lib/geo/city-data";

/**
 * Lookups over the city data set (lib/geo/city-data.ts). Server-only, like the data: client
 * components receive what they show (e.g. CITY_OPTIONS) from the server.
 */
export { CITIES, STATES, type CityRecord, type LocalityRecord } from "@/lib/geo/city-data";

/** A city as a picker offers it. */
export type CityOption = { name: string; state: string; slug: string };

/** Cities for pickers: popular first, then A–Z. */
export const CITY_OPTIONS: readonly CityOption[] = [
  ...CITIES.filter((c) => c.popular),
  ...CITIES.filter((c) => !c.popular).sort((a, b) => a.name.localeCompare(b.name, "en")),
].map((c) => ({ name: c.name, state: c.state, slug: c.slug }));

function normalizeName(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, " ");
}

const CITY_BY_NAME: ReadonlyMap<string, CityRecord> = (() => {
  const map = new Map<string, CityRecord>();
  for (const city of CITIES) {
    map.set(normalizeName(city.name), city);
  }
  // Aliases never shadow a real city name.
  for (const city of CITIES) {
    for (const alias of city.aliases) {
      const key = normalizeName(alias);
      if (!map.has(key)) map.set(key, city);
    }
  }
  return map;
})();

const CITY_BY_SLUG: ReadonlyMap<string, CityRecord> = new Map(CITIES.map((c) => [c.slug, c]));

/** Case-insensitive lookup by city name or alias ("Bengaluru" → Bangalore). */
export function findCityByName(name: string): CityRecord | undefined {
  if (typeof name !== "string") return undefined;
  const key = normalizeName(name);
  if (!key) return undefined;
  return CITY_BY_NAME.get(key);
}

/** Lookup by city slug ("navi-mumbai"); case-insensitive, trimmed. */
export function findCityBySlug(slug: string): CityRecord | undefined {
  if (typeof slug !== "string") return undefined;
  return CITY_BY_SLUG.get(slug.trim().toLowerCase());
}

/** The city a page address names, exactly as written ("navi-mumbai"; not "Navi-Mumbai"): its page has one URL. */
export function cityAtSlug(slug: string): CityRecord | null {
  const city = findCityBySlug(slug);
  return city && city.slug === slug ? city : null;
}

/** A city's locality a page address names, exactly as written. */
export function localityAtSlugs(
  citySlug: string,
  localitySlug: string,
): { city: CityRecord; locality: LocalityRecord } | null {
  const city = cityAtSlug(citySlug);
  const locality = city?.localities.find((l) => l.slug === localitySlug);
  return city && locality ? { city, locality } : null;
}
