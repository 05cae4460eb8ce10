import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { properties } from "@/lib/db/schema";
import { findCityByName } from "@/lib/geo/cities";
import { loadCards } from "@/lib/search/card-query";
import type { PropertyCardData } from "@/lib/search/property-card-data";

const MAX_RAIL = 48;
const clampLimit = (limit: number) => Math.max(1, Math.min(MAX_RAIL, Math.floor(limit) || 1));

/** Active listings whose featuring is running, newest first. */
export async function loadFeaturedProperties(db: Db, limit: number): Promise<PropertyCardData[]> {
  return loadCards(
    db,
    sql`select ${properties.id} from properties
      where ${properties.status} = 'active' and ${properties.featuredUntil} > now()
      order by ${properties.postedAt} desc nulls last, ${properties.id} desc nulls last limit ${clampLimit(limit)}`,
  );
}

/**
 * "Properties in <city>": the city's active listings, featured first, then newest.
 * An unknown city gives an empty list.
 */
export async function loadCityProperties(
  db: Db,
  cityName: string,
  limit: number,
): Promise<PropertyCardData[]> {
  const city = findCityByName(cityName);
  if (!city) return [];
  const n = clampLimit(limit);
  const cityId = sql`(select c.id from cities c where c.slug = ${city.slug} limit 1)`;
  return loadCards(
    db,
    sql`select u.id from (
      (select ${properties.id} as id, 0 as grp, ${properties.postedAt} as posted_at from properties
        where ${properties.status} = 'active' and ${properties.cityId} = ${cityId}
          and ${properties.featuredUntil} > now()
        order by ${properties.postedAt} desc nulls last, ${properties.id} desc nulls last limit ${n})
      union all
      (select ${properties.id} as id, 1 as grp, ${properties.postedAt} as posted_at from properties
        where ${properties.status} = 'active' and ${properties.cityId} = ${cityId}
          and (${properties.featuredUntil} is null or ${properties.featuredUntil} <= now())
        order by ${properties.postedAt} desc nulls last, ${properties.id} desc nulls last limit ${n})
    ) u order by u.grp, u.posted_at desc, u.id desc limit ${n}`,
  );
}
