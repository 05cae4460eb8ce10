import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { properties } from "@/lib/db/schema";
import { resolveAppliedFilters, type AppliedFilters } from "@/lib/search/applied-filters";
import { isFeaturedSql, loadCards } from "@/lib/search/card-query";
import type { PropertyCardData } from "@/lib/search/property-card-data";
import { keywordQuery, searchConditions } from "@/lib/search/search-conditions";
import { filterChips, type FilterChip } from "@/lib/search/search-labels";
import { SEARCH_PAGE_SIZE, type SearchFilters } from "@/lib/validation/search";

/** Counting stops here; the page then says "10,000+" (= the 500 pages that can be shown). */
export const COUNT_CAP = 10_000;

export type SearchResult = {
  data: PropertyCardData[];
  /** Matching listings, at most COUNT_CAP. */
  total: number;
  /** True when there are more than COUNT_CAP matches. */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  chips: FilterChip[];
  appliedFilters: AppliedFilters;
};

const newest = sql`${properties.postedAt} desc, ${properties.id} desc`;

function orderBy(f: AppliedFilters): SQL {
  switch (f.sort) {
    case "newest":
      return newest;
    case "price_asc":
      return sql`${properties.price} asc, ${newest}`;
    case "price_desc":
      return sql`${properties.price} desc, ${newest}`;
    case "ppsf_asc":
      return sql`${properties.pricePerSqft} asc nulls last, ${newest}`;
    case "ppsf_desc":
      return sql`${properties.pricePerSqft} desc nulls last, ${newest}`;
    case "relevance":
      return f.keywords.length
        ? sql`ts_rank(${properties.searchVector}, ${keywordQuery(f.keywords)}) desc, ${newest}`
        : sql`${isFeaturedSql} desc, ${newest}`;
  }
}

/**
 * Ids of one page, in display order. Relevance without keywords (featured first, then newest)
 * is written as two branches that each walk an index in posted_at order and stop at
 * offset + page size, instead of sorting every match by an expression that depends on now().
 */
function pageIdsSql(f: AppliedFilters, where: SQL, offset: number, limit: number): SQL {
  if (f.sort === "relevance" && f.keywords.length === 0) {
    const n = offset + limit;
    return sql`select u.id from (
      (select ${properties.id} as id, 0 as grp, ${properties.postedAt} as posted_at from properties
        where ${where} and ${properties.featuredUntil} > now() order by ${newest} limit ${n})
      union all
      (select ${properties.id} as id, 1 as grp, ${properties.postedAt} as posted_at from properties
        where ${where} and (${properties.featuredUntil} is null or ${properties.featuredUntil} <= now())
        order by ${newest} limit ${n})
    ) u order by u.grp, u.posted_at desc, u.id desc offset ${offset} limit ${limit}`;
  }
  return sql`select ${properties.id} from properties where ${where}
    order by ${orderBy(f)} offset ${offset} limit ${limit}`;
}

async function countMatches(db: Db, where: SQL): Promise<number> {
  const result = await db.execute<{ n: number | string }>(
    sql`select count(*)::int as n from (select 1 from properties where ${where} limit ${COUNT_CAP + 1}) t`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * The public property search. Filtering, ordering and paging all happen in PostgreSQL:
 * one statement for the page of cards, one capped count.
 */
export async function searchProperties(filters: SearchFilters, db?: Db): Promise<SearchResult> {
  const database = db ?? (await getDb());
  const applied = resolveAppliedFilters(filters);
  const where = searchConditions(applied);
  const offset = (applied.page - 1) * SEARCH_PAGE_SIZE;
  const [data, count] = await Promise.all([
    loadCards(database, pageIdsSql(applied, where, offset, SEARCH_PAGE_SIZE)),
    countMatches(database, where),
  ]);
  return {
    data,
    total: Math.min(count, COUNT_CAP),
    totalCapped: count > COUNT_CAP,
    page: applied.page,
    pageSize: SEARCH_PAGE_SIZE,
    chips: filterChips(applied),
    appliedFilters: applied,
  };
}
export { getCityProperties, getFeaturedProperties } from "@/lib/search/cached-rails";
