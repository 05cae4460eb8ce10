/**
 * Offline reverse geocoder: (lat, lon) → nearest known Indian city.
 *
 * City centres and their localities are bucketed once into a 1°×1° grid. A lookup scans the
 * query's cell and its neighbours, then widens ring by ring only while a point in an unscanned
 * ring could still be closer than the best match (a rigorous haversine lower bound), so each
 * call touches a handful of cells instead of the whole dataset.
 * Isomorphic: no server imports.
 */
import { CITIES, type CityRecord } from "@/lib/geo/cities";
import { EARTH_RADIUS_KM, haversineKm, INDIA_BOUNDS, insideIndia } from "@/lib/geo/india-bounds";

export type ReverseGeocodeResult = {
  city: string;
  state: string;
  country: "India";
  /** "Indore, Madhya Pradesh, India" */
  full: string;
  /** Great-circle distance from the query point to the matched city's centre, km (2 decimals). */
  distanceKm: number;
};

export type LatLonValidation =
  { ok: true; lat: number; lon: number } | { ok: false; message: string };

/** Points outside India's bounding box are never geocoded. */
export { INDIA_BOUNDS };

/** Points farther than this from every known city / locality resolve to null. */
export const MAX_DISTANCE_KM = 150;

const DEG = Math.PI / 180;
/** Safety cap on ring widening; 150 km never needs more than ~3 rings inside India. */
const MAX_RING = 12;

export { haversineKm };

type IndexedPoint = { lat: number; lon: number; city: CityRecord };

function cellKey(latCell: number, lonCell: number): number {
  // Cells are integer degrees; shift into non-negative range and pack into one number.
  return (latCell + 90) * 361 + (lonCell + 180);
}

function buildGrid(cities: readonly CityRecord[]): ReadonlyMap<number, IndexedPoint[]> {
  const grid = new Map<number, IndexedPoint[]>();
  const add = (point: IndexedPoint) => {
    const key = cellKey(Math.floor(point.lat), Math.floor(point.lon));
    const bucket = grid.get(key);
    if (bucket) bucket.push(point);
    else grid.set(key, [point]);
  };
  for (const city of cities) {
    add({ lat: city.lat, lon: city.lon, city });
    for (const locality of city.localities) add({ lat: locality.lat, lon: locality.lon, city });
  }
  return grid;
}

let grid: ReadonlyMap<number, IndexedPoint[]> | null = null;

function getGrid(): ReadonlyMap<number, IndexedPoint[]> {
  if (!grid) grid = buildGrid(CITIES);
  return grid;
}

/**
 * Lower bound (km) on the distance from (lat, ·) to any point in a cell outside the rings
 * 0..ring already scanned: such a point differs by at least `ring` degrees in latitude or in
 * longitude. For the longitude case, hav(d) ≥ cos φ1 · cos φ2 · hav(Δλ) and |φ2| ≤ |φ1| + ring + 1
 * (otherwise the latitude bound applies).
 */
function unscannedLowerBoundKm(lat: number, ring: number): number {
  if (ring <= 0) return 0;
  const byLat = EARTH_RADIUS_KM * ring * DEG;
  const farLat = Math.min(90, Math.abs(lat) + ring + 1) * DEG;
  const cosProduct = Math.max(0, Math.cos(lat * DEG) * Math.cos(farLat));
  const byLon =
    2 *
    EARTH_RADIUS_KM *
    Math.asin(Math.min(1, Math.sqrt(cosProduct) * Math.sin((ring * DEG) / 2)));
  return Math.min(byLat, byLon);
}

const isInsideIndiaBox = insideIndia;

/**
 * Nearest known city to (lat, lon), matching against city centres and their localities.
 * Returns null for non-finite input, points outside India's bounding box, or points farther
 * than {@link MAX_DISTANCE_KM} from every known city / locality.
 */
export function reverseGeocode(lat: number, lon: number): ReverseGeocodeResult | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (!isInsideIndiaBox(lat, lon)) return null;

  const cells = getGrid();
  const latCell = Math.floor(lat);
  const lonCell = Math.floor(lon);
  let best: IndexedPoint | null = null;
  let bestKm = Infinity;

  for (let ring = 0; ring <= MAX_RING; ring++) {
    for (let dLat = -ring; dLat <= ring; dLat++) {
      for (let dLon = -ring; dLon <= ring; dLon++) {
        // Only the perimeter of this ring; inner cells were scanned already.
        if (Math.max(Math.abs(dLat), Math.abs(dLon)) !== ring) continue;
        const bucket = cells.get(cellKey(latCell + dLat, lonCell + dLon));
        if (!bucket) continue;
        for (const point of bucket) {
          const km = haversineKm(lat, lon, point.lat, point.lon);
          if (km < bestKm) {
            bestKm = km;
            best = point;
          }
        }
      }
    }
    const bound = unscannedLowerBoundKm(lat, ring);
    if (bestKm <= bound || bound > MAX_DISTANCE_KM) break;
  }

  if (!best || bestKm > MAX_DISTANCE_KM) return null;
  const { city } = best;
  const centreKm = haversineKm(lat, lon, city.lat, city.lon);
  return {
    city: city.name,
    state: city.state,
    country: "India",
    full: `${city.name}, ${city.state}, India`,
    distanceKm: Math.round(centreKm * 100) / 100,
  };
}

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

function parseCoordinate(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  if (!NUMERIC.test(trimmed)) return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
}

function checkCoordinate(
  label: "lat" | "lon",
  value: unknown,
  limit: number,
): { ok: true; value: number } | { ok: false; message: string } {
  const rangeMessage = `${label} must be a number between -${limit} and ${limit}`;
  const parsed = parseCoordinate(value);
  if (parsed === undefined) return { ok: false, message: `${label} is required; ${rangeMessage}` };
  if (parsed === null || parsed < -limit || parsed > limit) {
    return { ok: false, message: rangeMessage };
  }
  return { ok: true, value: parsed };
}

/**
 * Validate latitude / longitude from untrusted input (query-string values or numbers).
 * Accepts finite numbers and plain decimal strings (surrounding whitespace ignored);
 * rejects missing, non-numeric ("abc", "12abc", "0x10"), NaN / Infinity and out-of-range values.
 */
export function validateLatLon(lat: unknown, lon: unknown): LatLonValidation {
  const latCheck = checkCoordinate("lat", lat, 90);
  if (!latCheck.ok) return latCheck;
  const lonCheck = checkCoordinate("lon", lon, 180);
  if (!lonCheck.ok) return lonCheck;
  return { ok: true, lat: latCheck.value, lon: lonCheck.value };
}
