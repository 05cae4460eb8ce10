import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { properties } from "@/lib/db/schema";
import { resolveAppliedFilters, type AppliedFilters } from "@/lib/search/applied-filters";
import { isFeaturedSql, loadCards } from "@/lib/search/card-query";
import type { PropertyCardData } from "@/lib/search/property-card-data";
import { keywordQuery, searchConditions, storedTypesFor } from "@/lib/search/search-conditions";
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

// "nulls last" matches the indexes drizzle creates (desc columns are NULLS LAST there).
const newest = sql`${properties.postedAt} desc nulls last, ${properties.id} desc nulls last`;

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

/** The same order over the columns of merged branches (alias u). */
function mergedOrderBy(f: AppliedFilters): SQL {
  const byDate = sql`u.grp, u.posted_at desc, u.id desc`;
  if (f.sort === "price_asc") return sql`u.grp, u.price asc, u.posted_at desc, u.id desc`;
  if (f.sort === "price_desc") return sql`u.grp, u.price desc, u.posted_at desc, u.id desc`;
  return byDate;
}

/**
 * Ids of one page, in display order.
 *
 * Orders an index can give (newest, price, and relevance without keywords = featured first,
 * then newest) are split into branches that each walk one index range in order and stop at
 * offset + page size: one branch per stored type of a group (LandPlot = Land, Plot) and, for
 * relevance, featured / not featured. The branches are merged and paged. Every other order
 * (ts_rank, price per sq ft) sorts the matching rows.
 */
function pageIdsSql(f: AppliedFilters, offset: number, limit: number): SQL {
  const featuredSplit = f.sort === "relevance" && f.keywords.length === 0;
  const indexOrdered = featuredSplit || f.sort === "newest" || f.sort.startsWith("price_");
  const types = f.propertyType ? storedTypesFor(f.propertyType) : [];
  if (!indexOrdered || (!featuredSplit && types.length < 2)) {
    return sql`select ${properties.id} from properties where ${searchConditions(f)}
      order by ${orderBy(f)} offset ${offset} limit ${limit}`;
  }
  const n = offset + limit;
  const groups = featuredSplit
    ? [
        { grp: 0, cond: sql`${properties.featuredUntil} > now()` },
        {
          grp: 1,
          cond: sql`(${properties.featuredUntil} is null or ${properties.featuredUntil} <= now())`,
        },
      ]
    : [{ grp: 0, cond: sql`true` }];
  const branchTypes = types.length > 1 ? types : [undefined];
  const branches = groups.flatMap(({ grp, cond }) =>
    branchTypes.map(
      (
        type,
      ) => sql`(select ${properties.id} as id, ${grp}::int as grp, ${properties.postedAt} as posted_at,
        ${properties.price} as price from properties where ${searchConditions(f, type)} and ${cond}
        order by ${orderBy({ ...f, sort: featuredSplit ? "newest" : f.sort })} limit ${n})`,
    ),
  );
  return sql`select u.id from (${sql.join(branches, sql` union all `)}) u
    order by ${mergedOrderBy(f)} offset ${offset} limit ${limit}`;
}

function countSql(where: SQL): SQL {
  return sql`select count(*)::int as n from (select 1 from properties where ${where} limit ${COUNT_CAP + 1}) t`;
}

/** The two statements of a search (also used by the benchmark to EXPLAIN them). */
export function searchStatements(applied: AppliedFilters): { pageIds: SQL; count: SQL } {
  const offset = (applied.page - 1) * SEARCH_PAGE_SIZE;
  return {
    pageIds: pageIdsSql(applied, offset, SEARCH_PAGE_SIZE),
    count: countSql(searchConditions(applied)),
  };
}

async function countMatches(db: Db, count: SQL): Promise<number> {
  const result = await db.execute<{ n: number | string }>(count);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * The public property search. Filtering, ordering and paging all happen in PostgreSQL:
 * one statement for the page of cards, one capped count.
 */
export async function searchProperties(filters: SearchFilters, db?: Db): Promise<SearchResult> {
  const database = db ?? (await getDb());
  const applied = resolveAppliedFilters(filters);
  const statements = searchStatements(applied);
  const [data, count] = await Promise.all([
    loadCards(database, statements.pageIds),
    countMatches(database, statements.count),
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
