import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { auditLog, users } from "@/lib/db/schema";
import { optionalFullNameSql } from "@/lib/db/full-name-sql";

export type DashboardCounts = {
  users: { total: number; active: number };
  sellers: { total: number; active: number };
  properties: { total: number; active: number };
  projects: { total: number; active: number };
  queue: {
    properties: number;
    listingEdits: number;
    projects: number;
    projectEdits: number;
    brokerRequests: number;
    enquiries: number;
    /** Buyers' reports of listings not yet resolved or dismissed. */
    listingReports: number;
  };
  revenueThisMonth: { amount: number; count: number };
};

export type DailyPoint = { day: string; enquiries: number; signups: number };

export type RecentAction = {
  id: number;
  action: string;
  entity: string;
  entityId: string;
  actorName: string | null;
  reason: string | null;
  createdAt: Date;
};

type CountsRow = Record<string, number | string>;
const n = (v: number | string | undefined) => Number(v ?? 0);

/** Totals and active counts, the review queue and this month's revenue, in one round trip. */
export async function getDashboardCounts(actor: AdminActor): Promise<DashboardCounts> {
  assertAdmin(actor);
  const db = await getDb();
  const { rows } = await db.execute<CountsRow>(sql`
    select
      (select count(*) from users where role = 'user')::int as users_total,
      (select count(*) from users where role = 'user' and status = 'active')::int as users_active,
      (select count(*) from users where role = 'seller')::int as sellers_total,
      (select count(*) from users where role = 'seller' and status = 'active')::int as sellers_active,
      (select count(*) from properties where status <> 'deleted')::int as properties_total,
      (select count(*) from properties where status = 'active')::int as properties_active,
      (select count(*) from projects where status <> 'deleted')::int as projects_total,
      (select count(*) from projects where status = 'active')::int as projects_active,
      (select count(*) from properties where status = 'pending')::int as queue_properties,
      (select count(*) from listing_edits e join properties p on p.id = e.property_id
        where p.status <> 'deleted')::int as queue_edits,
      (select count(*) from projects where status = 'pending')::int as queue_projects,
      (select count(*) from project_edits e join projects p on p.id = e.project_id
        where p.status <> 'deleted')::int as queue_project_edits,
      (select count(*) from broker_requests where status = 'pending')::int as queue_brokers,
      (select count(*) from contact_requests where status = 'new')::int as queue_enquiries,
      (select count(*) from listing_reports where status = 'open')::int as queue_reports,
      (select (coalesce(sum(amount), 0) / 100)::bigint from payments where status = 'completed'
        and coalesce(paid_at, created_at) >=
          (date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')
      ) as revenue_amount,
      (select count(*) from payments where status = 'completed'
        and coalesce(paid_at, created_at) >=
          (date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')
      )::int as revenue_count
  `);
  const r = rows[0];
  return {
    users: { total: n(r.users_total), active: n(r.users_active) },
    sellers: { total: n(r.sellers_total), active: n(r.sellers_active) },
    properties: { total: n(r.properties_total), active: n(r.properties_active) },
    projects: { total: n(r.projects_total), active: n(r.projects_active) },
    queue: {
      properties: n(r.queue_properties),
      listingEdits: n(r.queue_edits),
      projects: n(r.queue_projects),
      projectEdits: n(r.queue_project_edits),
      brokerRequests: n(r.queue_brokers),
      enquiries: n(r.queue_enquiries),
      listingReports: n(r.queue_reports),
    },
    revenueThisMonth: { amount: n(r.revenue_amount), count: n(r.revenue_count) },
  };
}

/**
 * Enquiries (buyer enquiries to sellers plus public-form requests) and sign-ups per Indian
 * calendar day for the last `days` days, oldest first, zero-filled.
 */
export async function getDailyActivity(actor: AdminActor, days = 30): Promise<DailyPoint[]> {
  assertAdmin(actor);
  const db = await getDb();
  const span = Math.max(1, Math.min(365, Math.floor(days)));
  const { rows } = await db.execute<{ day: string; enquiries: number; signups: number }>(sql`
    with bounds as (
      select (now() at time zone 'Asia/Kolkata')::date as today
    ), series as (
      select generate_series(today - ${span - 1}::int, today, interval '1 day')::date as day from bounds
    ), since as (
      select (min(day)::timestamp at time zone 'Asia/Kolkata') as t from series
    ), signups as (
      select (created_at at time zone 'Asia/Kolkata')::date as day, count(*) as n
      from users where role <> 'admin' and created_at >= (select t from since) group by 1
    ), enquiries as (
      select (created_at at time zone 'Asia/Kolkata')::date as day, count(*) as n from (
        select created_at from leads where created_at >= (select t from since)
        union all
        select created_at from contact_requests where created_at >= (select t from since)
      ) e group by 1
    )
    select to_char(series.day, 'YYYY-MM-DD') as day,
      coalesce(enquiries.n, 0)::int as enquiries,
      coalesce(signups.n, 0)::int as signups
    from series
      left join enquiries on enquiries.day = series.day
      left join signups on signups.day = series.day
    order by series.day
  `);
  return rows.map((row) => ({
    day: String(row.day),
    enquiries: Number(row.enquiries),
    signups: Number(row.signups),
  }));
}

export async function getRecentActions(actor: AdminActor, limit = 8): Promise<RecentAction[]> {
  assertAdmin(actor);
  const db = await getDb();
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      actorName: optionalFullNameSql(),
      reason: auditLog.reason,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
