import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { resolveAppliedFilters } from "@/lib/search/applied-filters";
import { searchConditions } from "@/lib/search/search-conditions";
import type { GeoBounds, SearchFilters } from "@/lib/validation/search";

/** Up to this many listings a map area shows one marker each; above it, counted groups. */
export const MAP_MARKER_CAP = 500;
/** Groups per side of the map area when there are too many listings for markers. */
const GRID_CELLS = 24;

export type MapMarker = {
  id: number;
  slug: string;
  title: string;
  lat: number;
  lon: number;
  price: number;
  dealType: string;
  priceOnRequest: boolean;
};

/** Listings counted on a grid cell of the map area, at their mean position. */
export type MapCluster = { lat: number; lon: number; count: number };

export type MapMarkers = {
  /** One per listing when the area holds at most MAP_MARKER_CAP; otherwise empty. */
  markers: MapMarker[];
  /** Counted groups when the area holds more (the browser shows their counts). */
  clusters: MapCluster[];
  /** Matching listings with a map point in the area (every one, also above the cap). */
  total: number;
};

type MarkerRow = {
  id: number | string;
  slug: string;
  title: string;
  lat: number | string;
  lon: number | string;
  price: number | string;
  deal_type: string;
  price_on_request: boolean;
};

/**
 * The search's listings inside a map area: markers when there are few, else a grid of counts —
 * both bounded, both computed in the database through the distance indexes.
 */
export async function mapMarkers(
  filters: SearchFilters & { bounds: GeoBounds },
  db?: Db,
): Promise<MapMarkers> {
  const database = db ?? (await getDb());
  const applied = resolveAppliedFilters({ ...filters, page: 1 });
  const where = sql`${searchConditions(applied)} and lat is not null and lon is not null`;
  // Newest first; the ids come from the index alone, the marker columns for those rows only.
  const rows = await database.execute<MarkerRow>(sql`
    select p.id, p.slug, p.title, p.lat, p.lon, p.price::float8 as price, p.deal_type,
      p.price_on_request
    from (select id, posted_at from properties where ${where}
      order by posted_at desc, id desc limit ${MAP_MARKER_CAP + 1}) page
    join properties p on p.id = page.id
    order by page.posted_at desc, page.id desc`);
  if (rows.rows.length <= MAP_MARKER_CAP) {
    return {
      markers: rows.rows.map((r) => ({
        id: Number(r.id),
        slug: r.slug,
        title: r.title,
        lat: Number(r.lat),
        lon: Number(r.lon),
        price: Number(r.price),
        dealType: r.deal_type,
        priceOnRequest: r.price_on_request,
      })),
      clusters: [],
      total: rows.rows.length,
    };
  }
  const { south, west, north, east } = filters.bounds;
  const cellLat = (north - south) / GRID_CELLS;
  const cellLon = (east - west) / GRID_CELLS;
  const grid = await database.execute<{ lat: number | string; lon: number | string; n: number }>(
    sql`select avg(lat)::float8 as lat, avg(lon)::float8 as lon, count(*)::int as n
      from properties where ${where}
      group by floor((lat - ${south}::float8) / ${cellLat}::float8),
        floor((lon - ${west}::float8) / ${cellLon}::float8)`,
  );
  const clusters = grid.rows.map((r) => ({ lat: Number(r.lat), lon: Number(r.lon), count: r.n }));
  return {
    markers: [],
    clusters,
    total: clusters.reduce((sum, c) => sum + c.count, 0),
  };
}
