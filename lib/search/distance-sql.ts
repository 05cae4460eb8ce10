import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { properties } from "@/lib/db/schema";
import { EARTH_RADIUS_KM } from "@/lib/geo/india-bounds";
import { circleBounds, type SearchCentre } from "@/lib/search/search-centre";
import type { GeoBounds } from "@/lib/validation/search";

const num = (n: number): SQL => sql`${n}::float8`;

/** A listing's map point, as the GiST indexes `properties_geo_<deal>_idx` store it. */
export const listingPoint = sql`point(${properties.lon}, ${properties.lat})`;

/** `point(lon, lat) <@ box(…)`: what the GiST index answers. */
function inBox(b: GeoBounds): SQL {
  return sql`${listingPoint} <@ box(point(${num(b.west)}, ${num(b.south)}), point(${num(b.east)}, ${num(b.north)}))`;
}

/** Great-circle (haversine) distance in km from the centre to a listing's point. */
export function distanceKmSql(centre: SearchCentre, table: SQL = sql`properties`): SQL {
  const lat = sql`${table}.lat`;
  const lon = sql`${table}.lon`;
  return sql`(${2 * EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${lat} - ${num(centre.lat)}) / 2), 2)
    + cos(radians(${num(centre.lat)})) * cos(radians(${lat}))
      * power(sin(radians(${lon} - ${num(centre.lon)}) / 2), 2)))))`;
}

/** Listings within `radiusKm` of the centre: the box from the index, then the exact distance. */
export function withinRadiusSql(centre: SearchCentre, radiusKm: number): SQL {
  return sql`${inBox(circleBounds(centre, radiusKm))} and ${distanceKmSql(centre)} <= ${num(radiusKm)}`;
}

/** Listings inside a map area. */
export function inBoundsSql(bounds: GeoBounds): SQL {
  return inBox(bounds);
}
