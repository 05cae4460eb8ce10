import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { paged, offsetOf, type Paged } from "@/lib/admin/paging";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { timestampOrNull } from "@/lib/db/sql-dates";
import type { ListingReportStatus } from "@/lib/db/schema";
import { ADMIN_PAGE_SIZE } from "@/lib/validation/admin";
import type { ListingStatus } from "@/lib/validation/property-enums";
import {
  reportQueueFiltersSchema,
  type ReportQueueFilters,
  type ReportQueueView,
} from "@/lib/validation/report";

export type QueuedReport = {
  id: number;
  reason: string;
  details: string;
  status: ListingReportStatus;
  createdAt: Date;
  /** Null once the reporter's account was deleted (the report stays, anonymised). */
  reporter: {
    id: number;
    name: string;
    role: "user" | "seller" | "admin";
    /** Every report this account has filed, and how many of them were dismissed. */
    filed: number;
    dismissed: number;
  } | null;
  resolvedAt: Date | null;
  resolvedByName: string | null;
  resolutionNote: string | null;
};

/** A reported listing with its reports in the current view, newest first. */
export type ReportedListing = {
  listing: {
    id: number;
    slug: string;
    title: string;
    status: ListingStatus;
    place: string;
    sellerId: number;
    sellerName: string;
  };
  openCount: number;
  totalCount: number;
  /** When the oldest open report was filed (how long the listing has waited), or null. */
  waitingSince: Date | null;
  reports: QueuedReport[];
};

export type ReportQueue = Paged<ReportedListing> & {
  /** Reports (not listings) open and closed, for the view tabs. */
  counts: Record<"open" | "closed", number>;
};

const STATUS_IN_VIEW: Record<ReportQueueView, SQL> = {
  open: sql`r.status = 'open'`,
  closed: sql`r.status <> 'open'`,
  all: sql`true`,
};

const GROUP_IN_VIEW: Record<ReportQueueView, SQL> = {
  open: sql`g.open_count > 0`,
  closed: sql`g.total_count > g.open_count`,
  all: sql`true`,
};

type GroupRow = {
  id: number;
  slug: string;
  title: string;
  status: ListingStatus;
  place: string;
  seller_id: number;
  seller_name: string;
  open_count: number | string;
  total_count: number | string;
  waiting_since: Date | string | null;
  full_count: number | string;
};

type ReportRow = {
  id: number;
  property_id: number;
  reason: string;
  details: string;
  status: ListingReportStatus;
  created_at: Date | string;
  reporter_id: number | null;
  reporter_name: string | null;
  reporter_role: "user" | "seller" | "admin" | null;
  filed: number | string | null;
  dismissed: number | string | null;
  resolved_at: Date | string | null;
  resolved_by_name: string | null;
  resolution_note: string | null;
};

function orderFor(filters: ReportQueueFilters): SQL {
  if (filters.view !== "open") return sql`g.last_activity desc, p.id desc`;
  if (filters.sort === "oldest") return sql`g.waiting_since asc, p.id`;
  if (filters.sort === "newest") return sql`g.last_open_at desc, p.id desc`;
  // A listing reported by five buyers comes before one reported once; then the longest waiting.
  return sql`g.open_count desc, g.waiting_since asc, p.id`;
}

/**
 * Buyers' reports grouped per listing, one page of listings at a time. The open view puts the
 * most-reported listings first (or the longest waiting, or the newest); the closed view shows
 * the latest decisions first. Each listing carries its reports in the view, newest first.
 */
export async function listReportQueue(
  actor: AdminActor,
  raw: Partial<ReportQueueFilters> = {},
): Promise<ReportQueue> {
  assertAdmin(actor);
  const filters = reportQueueFiltersSchema.parse(raw);
  const db = await getDb();
  const listingFilter = filters.listing ? sql`and p.id = ${filters.listing}` : sql``;
  const [groups, counts] = await Promise.all([
    db.execute<GroupRow>(sql`
      with g as (
        select property_id,
          count(*) filter (where status = 'open') as open_count,
          count(*) as total_count,
          min(created_at) filter (where status = 'open') as waiting_since,
          max(created_at) filter (where status = 'open') as last_open_at,
          max(coalesce(resolved_at, created_at)) as last_activity
        from listing_reports group by property_id
      )
      select p.id, p.slug, p.title, p.status::text as status,
        concat_ws(', ', nullif(p.locality_name, ''), p.city_name) as place,
        u.id as seller_id, concat_ws(' ', u.first_name, u.last_name) as seller_name,
        g.open_count, g.total_count, g.waiting_since, count(*) over () as full_count
      from g join properties p on p.id = g.property_id join users u on u.id = p.seller_id
      where ${GROUP_IN_VIEW[filters.view]} ${listingFilter}
      order by ${orderFor(filters)}
      limit ${ADMIN_PAGE_SIZE} offset ${offsetOf(filters.page)}`),
    db.execute<{ open: number | string; closed: number | string }>(sql`
      select count(*) filter (where r.status = 'open') as open,
        count(*) filter (where r.status <> 'open') as closed
      from listing_reports r
      where true ${filters.listing ? sql`and r.property_id = ${filters.listing}` : sql``}`),
  ]);
  const ids = groups.rows.map((g) => Number(g.id));
  const reports =
    ids.length === 0
      ? []
      : (
          await db.execute<ReportRow>(sql`
            select r.id, r.property_id, r.reason, r.details, r.status, r.created_at,
              u.id as reporter_id, concat_ws(' ', u.first_name, u.last_name) as reporter_name,
              u.role::text as reporter_role,
              (select count(*) from listing_reports x where x.user_id = r.user_id) as filed,
              (select count(*) from listing_reports x
                where x.user_id = r.user_id and x.status = 'dismissed') as dismissed,
              r.resolved_at, concat_ws(' ', a.first_name, a.last_name) as resolved_by_name,
              r.resolution_note
            from listing_reports r
              left join users u on u.id = r.user_id
              left join users a on a.id = r.resolved_by
            where r.property_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}) and ${STATUS_IN_VIEW[filters.view]}
            order by r.created_at desc, r.id desc`)
        ).rows;
  const byListing = new Map<number, QueuedReport[]>();
  for (const r of reports) {
    const list = byListing.get(Number(r.property_id)) ?? [];
    list.push({
      id: Number(r.id),
      reason: r.reason,
      details: r.details,
      status: r.status,
      createdAt: new Date(r.created_at),
      reporter:
        r.reporter_id === null
          ? null
          : {
              id: Number(r.reporter_id),
              name: r.reporter_name ?? "",
              role: r.reporter_role ?? "user",
              filed: Number(r.filed ?? 0),
              dismissed: Number(r.dismissed ?? 0),
            },
      resolvedAt: timestampOrNull(r.resolved_at),
      resolvedByName: r.resolved_by_name || null,
      resolutionNote: r.resolution_note,
    });
    byListing.set(Number(r.property_id), list);
  }
  const rows: ReportedListing[] = groups.rows.map((g) => ({
    listing: {
      id: Number(g.id),
      slug: g.slug,
      title: g.title,
      status: g.status,
      place: g.place,
      sellerId: Number(g.seller_id),
      sellerName: g.seller_name,
    },
    openCount: Number(g.open_count),
    totalCount: Number(g.total_count),
    waitingSince: timestampOrNull(g.waiting_since),
    reports: byListing.get(Number(g.id)) ?? [],
  }));
  const total = Number(groups.rows[0]?.full_count ?? 0);
  return {
    ...paged(rows, total, filters.page),
    counts: {
      open: Number(counts.rows[0]?.open ?? 0),
      closed: Number(counts.rows[0]?.closed ?? 0),
    },
  };
}

/** A listing's buyer reports in numbers, for its admin page. */
export async function countListingReports(
  actor: AdminActor,
  propertyId: number,
): Promise<{ open: number; total: number }> {
  assertAdmin(actor);
  const db = await getDb();
  const { rows } = await db.execute<{ open: number | string; total: number | string }>(sql`
    select count(*) filter (where status = 'open') as open, count(*) as total
    from listing_reports where property_id = ${propertyId}`);
  return { open: Number(rows[0]?.open ?? 0), total: Number(rows[0]?.total ?? 0) };
}

/** Open buyer reports across the site, and how many listings they are about. */
export async function countOpenReports(
  actor: AdminActor,
): Promise<{ reports: number; listings: number }> {
  assertAdmin(actor);
  const db = await getDb();
  const { rows } = await db.execute<{ reports: number | string; listings: number | string }>(sql`
    select count(*) as reports, count(distinct property_id) as listings
    from listing_reports where status = 'open'`);
  return { reports: Number(rows[0]?.reports ?? 0), listings: Number(rows[0]?.listings ?? 0) };
}
