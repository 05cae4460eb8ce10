import "server-only";
import { and, arrayContains, eq, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { properties } from "@/lib/db/schema";
import { slugify } from "@/lib/format/slugify";
import { findCityByName } from "@/lib/geo/cities";
import type { AppliedFilters } from "@/lib/search/applied-filters";
import { inBoundsSql, withinRadiusSql } from "@/lib/search/distance-sql";
import {
  PROPERTY_TYPES,
  SEARCH_TYPE_GROUPS,
  TRANSACTION_TO_DEAL,
  type PropertyType,
} from "@/lib/validation/property-enums";

/** Stored types a search type stands for: LandPlot → Land + Plot, Shop → Shop + Showroom. */
export function storedTypesFor(searchType: string): PropertyType[] {
  if (searchType in SEARCH_TYPE_GROUPS) {
    return [...SEARCH_TYPE_GROUPS[searchType as keyof typeof SEARCH_TYPE_GROUPS]];
  }
  return (PROPERTY_TYPES as readonly string[]).includes(searchType)
    ? [searchType as PropertyType]
    : [];
}

/** The city id as a scalar subquery (known city by slug, else by exact name), null when unknown. */
function cityIdSql(cityText: string): SQL {
  const known = findCityByName(cityText);
  return known
    ? sql`(select c.id from cities c where c.slug = ${known.slug} limit 1)`
    : sql`(select c.id from cities c where lower(c.name) = lower(${cityText}) limit 1)`;
}

/**
 * Locality by name within the city (or anywhere without a city): exact (case-insensitive),
 * same slug, or pg_trgm similarity for small misspellings ("Vijaynagar", "Vijay Nagr").
 * Matches listings by locality_id, which the listing form sets from the localities table.
 */
function localitySql(locality: string, cityId: SQL | undefined): SQL {
  const inCity = cityId ? sql`l.city_id = ${cityId} and` : sql``;
  return sql`${properties.localityId} in (select l.id from localities l where ${inCity}
    (lower(l.name) = lower(${locality}) or l.slug = ${slugify(locality)}
      or similarity(l.name, ${locality}) >= 0.5))`;
}

/**
 * How keywords are matched. "index": `search_vector @@ query`, which the keyword GIN indexes
 * answer (best when few listings match); within a city whose id is known, the city-keyed words. "row": the same test as a function call, which no
 * index serves and the planner takes for a common match — so a page walks the newest-first
 * index and tests rows until the page is full (best when many listings match).
 */
export type KeywordMatch = "index" | "row";

export type ConditionOptions = {
  /** Narrows a type group to one stored type (one branch of a split page query). */
  onlyType?: PropertyType;
  keywordMatch?: KeywordMatch;
  /** One city of a state-only search (an outer query's city id) instead of the whole state. */
  stateCityId?: SQL;
  /**
   * The filter's city id, looked up beforehand (findCityId): a constant the planner can estimate
   * with. With keywords it picks the city-keyed words (`city_words`, one GIN list per city, type
   * and word), so a search within a city reads only that city's matches of the asked types.
   */
  cityId?: number;
};

/** The `where` of a public search: only active listings, then every applied filter. */
export function searchConditions(f: AppliedFilters, options: ConditionOptions = {}): SQL {
  const { onlyType, keywordMatch = "index", stateCityId, cityId: knownCityId } = options;
  const c: (SQL | undefined)[] = [
    eq(properties.status, "active"),
    eq(properties.dealType, TRANSACTION_TO_DEAL[f.transactionType]),
  ];
  if (onlyType) c.push(eq(properties.propertyType, onlyType));
  else if (f.propertyType) {
    const types = storedTypesFor(f.propertyType);
    c.push(
      types.length === 1
        ? eq(properties.propertyType, types[0])
        : inArray(properties.propertyType, types),
    );
  }
  if (f.centre && f.radius !== undefined) {
    // A distance search: the circle replaces the city, state and locality.
    c.push(withinRadiusSql(f.centre, f.radius));
  } else {
    const cityId = !f.city
      ? undefined
      : knownCityId !== undefined
        ? sql`${knownCityId}::int`
        : cityIdSql(f.city);
    if (cityId) c.push(sql`${properties.cityId} = ${cityId}`);
    else if (f.state && stateCityId) c.push(sql`${properties.cityId} = ${stateCityId}`);
    else if (f.state) {
      c.push(
        sql`${properties.cityId} in (select c.id from cities c where lower(c.state) = lower(${f.state}))`,
      );
    }
    if (f.locality) c.push(localitySql(f.locality, cityId));
  }
  if (f.bounds) c.push(inBoundsSql(f.bounds));
  if (f.minPrice !== undefined) c.push(gte(properties.price, f.minPrice));
  if (f.maxPrice !== undefined) c.push(lte(properties.price, f.maxPrice));
  if (f.bhk?.length) {
    const exact = f.bhk.filter((n) => n < 5);
    const fivePlus = f.bhk.includes(5);
    const parts = [
      exact.length ? inArray(properties.bhk, exact) : undefined,
      fivePlus ? gte(properties.bhk, 5) : undefined,
    ].filter((p): p is SQL => p !== undefined);
    c.push(parts.length === 1 ? parts[0] : or(...parts));
  }
  if (f.minArea !== undefined) c.push(gte(properties.areaSqft, f.minArea));
  if (f.maxArea !== undefined) c.push(lte(properties.areaSqft, f.maxArea));
  if (f.furnishing?.length) c.push(inArray(properties.furnishing, f.furnishing));
  if (f.possession) c.push(eq(properties.possession, f.possession));
  if (f.postedBy?.length) c.push(inArray(properties.postedBy, f.postedBy));
  if (f.verified) c.push(eq(properties.verified, true));
  if (f.amenities?.length) c.push(arrayContains(properties.amenities, f.amenities));
  if (f.keywords.length) {
    if (keywordMatch === "row") {
      c.push(sql`ts_match_vq(${properties.searchVector}, ${keywordQuery(f.keywords)})`);
    } else if (f.city && !f.centre && knownCityId !== undefined) {
      c.push(cityWordsMatch(knownCityId, searchedTypes(f, onlyType), f.keywords));
    } else c.push(sql`${properties.searchVector} @@ ${keywordQuery(f.keywords)}`);
  }
  return and(...c) as SQL;
}

/** The stored types a search reads: one branch's, the filter's, or every type. */
function searchedTypes(f: AppliedFilters, onlyType?: PropertyType): readonly PropertyType[] {
  if (onlyType) return [onlyType];
  return f.propertyType ? storedTypesFor(f.propertyType) : PROPERTY_TYPES;
}

/**
 * The same words as `search_vector @@ plainto_tsquery('simple', …)`, keyed by the city and the
 * type (drizzle/0019): all the words under one of the types' keys. The index then returns only
 * those types' listings in the city, so none is read from the table only to be dropped.
 */
function cityWordsMatch(cityId: number, types: readonly PropertyType[], keywords: string[]): SQL {
  const words = keywords.join(" ");
  const perType = types.map(
    (type) =>
      sql`${properties.cityWords} @> city_type_keyed_words(${cityId}::int, ${type}::property_type, to_tsvector('simple', ${words}))`,
  );
  return perType.length === 1 ? perType[0] : sql`(${sql.join(perType, sql` or `)})`;
}

/** The id of the filter's city (by slug when known, else by exact name); null when unknown. */
export async function findCityId(db: Db, cityText: string): Promise<number | null> {
  const result = await db.execute<{ id: number | null }>(sql`select ${cityIdSql(cityText)} as id`);
  return result.rows[0]?.id ?? null;
}

export function keywordQuery(keywords: string[]): SQL {
  return sql`plainto_tsquery('simple', ${keywords.join(" ")})`;
}
