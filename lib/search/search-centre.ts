/**
 * The centre of a distance search: the visitor's position, a locality's point or a city centre
 * (lib/geo/cities.ts), and the radii the search allows. Isomorphic.
 */
import { slugify } from "@/lib/format/slugify";
import { CITIES, findCityByName } from "@/lib/geo/cities";
import { EARTH_RADIUS_KM } from "@/lib/geo/india-bounds";
import { RADIUS_KM_VALUES, type GeoBounds, type RadiusKm } from "@/lib/validation/search";

export type SearchCentre = {
  lat: number;
  lon: number;
  /** "your position", "Vijay Nagar, Indore" or "Indore". */
  label: string;
};

/** "near <locality>" in the search box without a distance searches this far around it. */
export const NEAR_LOCALITY_RADIUS_KM: RadiusKm = 2;

/** The smallest allowed radius that covers `km` (the largest for anything beyond it). */
export function snapRadius(km: number): RadiusKm {
  return RADIUS_KM_VALUES.find((r) => r >= km) ?? RADIUS_KM_VALUES[RADIUS_KM_VALUES.length - 1];
}

function findLocality(name: string, cityName: string | undefined) {
  const slug = slugify(name);
  const city = cityName ? findCityByName(cityName) : undefined;
  const candidates = city ? [city] : cityName ? [] : CITIES;
  for (const c of candidates) {
    const hit = c.localities.find((l) => l.slug === slug);
    if (hit) return { city: c, locality: hit };
  }
  return undefined;
}

/** Where a distance search is measured from, or undefined when the place is unknown. */
export function searchCentre(place: {
  lat?: number;
  lon?: number;
  city?: string;
  locality?: string;
}): SearchCentre | undefined {
  if (place.lat !== undefined && place.lon !== undefined) {
    return { lat: place.lat, lon: place.lon, label: "your position" };
  }
  if (place.locality) {
    const hit = findLocality(place.locality, place.city);
    if (hit) {
      return {
        lat: hit.locality.lat,
        lon: hit.locality.lon,
        label: `${hit.locality.name}, ${hit.city.name}`,
      };
    }
  }
  const city = place.city ? findCityByName(place.city) : undefined;
  return city ? { lat: city.lat, lon: city.lon, label: city.name } : undefined;
}

/** Kilometres per degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

/** The bounding box of a circle: `radiusKm` around the centre (wider in longitude). */
export function circleBounds(centre: { lat: number; lon: number }, radiusKm: number): GeoBounds {
  const dLat = radiusKm / KM_PER_DEGREE;
  // Longitude degrees shrink with latitude; measure at the circle's edge nearer the pole.
  const edge = Math.min(89, Math.abs(centre.lat) + dLat);
  const dLon = radiusKm / (KM_PER_DEGREE * Math.cos((edge * Math.PI) / 180));
  return {
    south: centre.lat - dLat,
    north: centre.lat + dLat,
    west: centre.lon - dLon,
    east: centre.lon + dLon,
  };
}
