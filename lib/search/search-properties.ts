import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { properties } from "@/lib/db/schema";
import { resolveAppliedFilters, type AppliedFilters } from "@/lib/search/applied-filters";
import { loadCards } from "@/lib/search/card-query";
import { distanceKmSql } from "@/lib/search/distance-sql";
import type { PropertyCardData } from "@/lib/search/property-card-data";
import {
  findCityId,
  searchConditions,
  storedTypesFor,
  type KeywordMatch,
} from "@/lib/search/search-conditions";
import { filterChips, type FilterChip } from "@/lib/search/search-labels";
import { TRANSACTION_TO_DEAL, type PropertyType } from "@/lib/validation/property-enums";
import { MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE, type SearchFilters } from "@/lib/validation/search";

/** Counting stops here; the page then says "10,000+" (= the 500 pages that can be shown). */
export const COUNT_CAP = 10_000;
/**
 * Counting keyword matches stops here ("1,000+"): each match is checked against its row (a GIN
 * index cannot answer a count on its own), so the count reads at most this many rows.
 */
export const KEYWORD_COUNT_CAP = 1_000;

/** Where counting stops for these filters. */
export function countCapFor(applied: AppliedFilters): number {
  return applied.keywords.length ? KEYWORD_COUNT_CAP : COUNT_CAP;
}

export type SearchResult = {
  data: PropertyCardData[];
  /** Matching listings, at most the count cap (COUNT_CAP, or KEYWORD_COUNT_CAP with keywords). */
  total: number;
  /** True when there are more matches than the cap; `total` is then the cap. */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  chips: FilterChip[];
  appliedFilters: AppliedFilters;
};

// "nulls last" matches the indexes drizzle creates (desc columns are NULLS LAST there).
const newest = sql`${properties.postedAt} desc nulls last, ${properties.id} desc nulls last`;

type BranchSort = Exclude<AppliedFilters["sort"], "relevance">;

/** The order inside one branch (an index order; by distance, the circle's rows sorted). */
function orderBy(sort: BranchSort, f: AppliedFilters): SQL {
  switch (sort) {
    case "distance":
      return f.centre ? sql`${distanceKmSql(f.centre)} asc, ${properties.id} asc` : newest;
    case "newest":
      return newest;
    case "price_asc":
      return sql`${properties.price} asc, ${newest}`;
    case "price_desc":
      return sql`${properties.price} desc, ${newest}`;
    // Only in the branches of listings with a rate or all without one, so null placement does
    // not matter; plain asc / desc is what a forward / backward walk of the rate index gives.
    case "ppsf_asc":
      return sql`${properties.pricePerSqft} asc, ${newest}`;
    case "ppsf_desc":
      return sql`${properties.pricePerSqft} desc, ${newest}`;
  }
}

/** The same order over the columns of merged branches (alias u). */
function mergedOrderBy(f: AppliedFilters): SQL {
  const byDate = sql`u.grp, u.posted_at desc, u.id desc`;
  if (f.sort === "price_asc") return sql`u.grp, u.price asc, u.posted_at desc, u.id desc`;
  if (f.sort === "price_desc") return sql`u.grp, u.price desc, u.posted_at desc, u.id desc`;
  if (f.sort === "ppsf_asc") return sql`u.grp, u.ppsf asc, u.posted_at desc, u.id desc`;
  if (f.sort === "ppsf_desc") return sql`u.grp, u.ppsf desc, u.posted_at desc, u.id desc`;
  if (f.sort === "distance") return sql`u.grp, u.dist asc, u.id asc`;
  return byDate;
}

type Group = { grp: number; cond: SQL; sort: BranchSort };

/**
 * The groups a page is merged from, in display order, each with the order its rows keep inside
 * the group — one an index can give.
 */
function orderGroups(f: AppliedFilters): Group[] {
  switch (f.sort) {
    case "relevance":
      // Featured (running featured_until) first, then newest. Keywords filter, they do not rank:
      // ranking every match (ts_rank) costs a read of each matching row.
      return [
        { grp: 0, cond: sql`${properties.featuredUntil} > now()`, sort: "newest" },
        {
          grp: 1,
          cond: sql`(${properties.featuredUntil} is null or ${properties.featuredUntil} <= now())`,
          sort: "newest",
        },
      ];
    case "ppsf_asc":
    case "ppsf_desc":
      // Listings with a rate in rate order, then those without (nulls last), newest first.
      return [
        { grp: 0, cond: sql`${properties.pricePerSqft} is not null`, sort: f.sort },
        // All rates are null here, so "rate, then newest" is newest: for sale (few without a
        // rate) read from the rate index's null end; rent and PG listings carry no rate
        // (lib/listings/listing-record.ts), so there it is the newest-first walk.
        {
          grp: 1,
          cond: sql`${properties.pricePerSqft} is null`,
          sort: TRANSACTION_TO_DEAL[f.transactionType] === "sale" ? "ppsf_asc" : "newest",
        },
      ];
    default:
      return [{ grp: 0, cond: sql`true`, sort: f.sort }];
  }
}

/**
 * Ids of one page, in display order.
 *
 * Every order is split into branches that each walk one index range in order and stop at
 * offset + page size: one branch per stored type of a group (LandPlot = Land, Plot) and per
 * order group (relevance: featured / not featured; price per sq ft: with / without a rate).
 * A state without a city walks each of its cities that way (a lateral join per city: an index
 * range per city is in order, the state's cities together are not). The branches are merged
 * and paged. Keywords with few matches (the keyword index) are read once and sorted instead.
 */
function pageIdsSql(
  f: AppliedFilters,
  offset: number,
  limit: number,
  keywordMatch: KeywordMatch,
  cityId?: number,
): SQL {
  const groups = orderGroups(f);
  const types = f.propertyType ? storedTypesFor(f.propertyType) : [];
  const perCity = !f.centre && !f.city && Boolean(f.state);
  if (groups.length < 2 && types.length < 2 && !perCity) {
    return sql`select ${properties.id} from properties where ${searchConditions(f, { keywordMatch, cityId })}
      order by ${orderBy(groups[0].sort, f)} offset ${offset} limit ${limit}`;
  }
  const dist = f.centre ? distanceKmSql(f.centre) : sql`null::float8`;
  if (f.keywords.length && keywordMatch === "index") {
    // Few matches (at most the keyword count cap), read once through the keyword index and
    // sorted here: a branch each would read every match again.
    const grp = groups.length > 1 ? sql`case when ${groups[0].cond} then 0 else 1 end` : sql`0`;
    return sql`select u.id from (select ${properties.id} as id, ${grp} as grp,
        ${properties.postedAt} as posted_at, ${properties.price} as price,
        ${properties.pricePerSqft} as ppsf, ${dist} as dist from properties
      where ${searchConditions(f, { keywordMatch, cityId })}) u
      order by ${mergedOrderBy(f)} offset ${offset} limit ${limit}`;
  }
  const n = offset + limit;
  const branchTypes = types.length > 1 ? types : [undefined];
  const branch = (grp: number, cond: SQL, sort: BranchSort, onlyType?: PropertyType) => {
    const select = (stateCityId?: SQL) => sql`select ${properties.id} as id, ${grp}::int as grp,
        ${properties.postedAt} as posted_at, ${properties.price} as price,
        ${properties.pricePerSqft} as ppsf, ${dist} as dist from properties
      where ${searchConditions(f, { onlyType, keywordMatch, stateCityId, cityId })} and ${cond}
      order by ${orderBy(sort, f)} limit ${n}`;
    return perCity
      ? sql`(select b.* from cities sc cross join lateral (${select(sql`sc.id`)}) b
          where lower(sc.state) = lower(${f.state}))`
      : sql`(${select()})`;
  };
  const branches = groups.flatMap(({ grp, cond, sort }) =>
    branchTypes.map((type) => branch(grp, cond, sort, type)),
  );
  return sql`select u.id from (${sql.join(branches, sql` union all `)}) u
    order by ${mergedOrderBy(f)} offset ${offset} limit ${limit}`;
}

function countSql(where: SQL, cap: number): SQL {
  return sql`select count(*)::int as n from (select 1 from properties where ${where} limit ${cap + 1}) t`;
}

/**
 * The two statements of a search (also used by the benchmark to EXPLAIN them). `keywordMatch`
 * only matters with keywords: see searchProperties.
 */
export function searchStatements(
  applied: AppliedFilters,
  keywordMatch: KeywordMatch = "index",
  cityId?: number,
): { pageIds: SQL; count: SQL } {
  const offset = (applied.page - 1) * SEARCH_PAGE_SIZE;
  return {
    pageIds: pageIdsSql(applied, offset, SEARCH_PAGE_SIZE, keywordMatch, cityId),
    count: countSql(searchConditions(applied, { cityId }), countCapFor(applied)),
  };
}

async function countMatches(db: Db, count: SQL): Promise<number> {
  const result = await db.execute<{ n: number | string }>(count);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * The public property search. Filtering, ordering and paging all happen in PostgreSQL:
 * one statement for the page of cards, one capped count — run side by side, except with
 * keywords: there the count (at most KEYWORD_COUNT_CAP + 1 rows, read through the keyword
 * index) runs first and picks how the page finds its rows. Few matches: through the keyword
 * index (at most the cap of rows read). Many: a newest-first walk that tests rows until the
 * page is full — with over a thousand matches in the filtered range, that takes few rows.
 */
export async function searchProperties(filters: SearchFilters, db?: Db): Promise<SearchResult> {
  const database = db ?? (await getDb());
  const applied = resolveAppliedFilters(filters);
  const cap = countCapFor(applied);
  // Past the pages that can be shown no rows are read (however deep the offset): the count
  // alone says where the results end.
  const load = (pageIds: SQL) =>
    applied.page > MAX_SEARCH_PAGE
      ? Promise.resolve<PropertyCardData[]>([])
      : loadCards(database, pageIds, applied.centre);
  let data: PropertyCardData[];
  let count: number;
  if (applied.keywords.length) {
    // Within a city, the city's id as a constant lets the planner use the city-keyed words.
    const cityId =
      applied.city && !applied.centre
        ? ((await findCityId(database, applied.city)) ?? undefined)
        : undefined;
    count = await countMatches(database, searchStatements(applied, "index", cityId).count);
    const statements = searchStatements(applied, count > cap ? "row" : "index", cityId);
    data = await load(statements.pageIds);
  } else {
    const statements = searchStatements(applied);
    [data, count] = await Promise.all([
      load(statements.pageIds),
      countMatches(database, statements.count),
    ]);
  }
  return {
    data,
    total: Math.min(count, cap),
    totalCapped: count > cap,
    page: applied.page,
    pageSize: SEARCH_PAGE_SIZE,
    chips: filterChips(applied),
    appliedFilters: applied,
  };
}
