import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { properties } from "@/lib/db/schema";
import { distanceKmSql } from "@/lib/search/distance-sql";
import type { SearchCentre } from "@/lib/search/search-centre";
import {
  toPropertyCardData,
  type PropertyCardData,
  type PropertyCardRow,
} from "@/lib/search/property-card-data";

/** True while a listing's paid featuring lasts. */
export const isFeaturedSql = sql`(${properties.featuredUntil} is not null and ${properties.featuredUntil} > now())`;

/**
 * Card rows for an ordered list of ids (a subquery returning `id` in display order).
 * Display columns, the cover photo and the photo count are read for those rows only —
 * one statement, no N+1.
 */
export function cardsSql(orderedIds: SQL, centre?: SearchCentre): SQL {
  const distance = centre ? sql`, ${distanceKmSql(centre, sql`p`)} as distance_km` : sql``;
  return sql`
    select p.id, p.slug, p.title, p.property_type, p.deal_type, p.price::float8 as price,
      p.price_on_request, p.price_per_sqft, p.bhk, p.bathrooms, p.area_sqft, p.city_name,
      p.locality_name, p.state, p.furnishing, p.possession, p.posted_by, p.verified, p.documents_checked_at,
      (p.featured_until is not null and p.featured_until > now()) as featured,
      media.cover_url, coalesce(media.image_count, 0)::int as image_count, p.posted_at${distance}
    from unnest(array(${orderedIds})) with ordinality as page(id, ord)
    join properties p on p.id = page.id
    left join lateral (
      select (array_agg(m.url order by m.is_cover desc, m.position, m.id))[1] as cover_url,
        count(*) as image_count
      from property_media m where m.property_id = p.id
    ) media on true
    order by page.ord`;
}

/** Cards in the order of `orderedIds`; with a centre, each carries its distance from it. */
export async function loadCards(
  db: Db,
  orderedIds: SQL,
  centre?: SearchCentre,
): Promise<PropertyCardData[]> {
  const result = await db.execute<PropertyCardRow>(cardsSql(orderedIds, centre));
  return result.rows.map(toPropertyCardData);
}
