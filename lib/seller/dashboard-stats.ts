import "server-only";
import { and, asc, count, eq, gte, inArray, lt, lte, ne, sql, sum } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { leads, projects, properties, propertyViews } from "@/lib/db/schema";
import { effectiveExpiry } from "@/lib/listings/expire-listings";

export type MonthPoint = { month: number; label: string; views: number; enquiries: number };

export type DashboardStats = {
  live: number;
  pendingReview: number;
  enquiriesThisMonth: number;
  viewsThisMonth: number;
  /** The builder's projects; null for owners and agents, who cannot post projects. */
  projects: number | null;
  year: number;
  monthly: MonthPoint[];
  expiringSoon: { id: number; title: string; expiresAt: string }[];
};

const MONTH_LABELS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** Start of the month / year in India (UTC+5:30), as an instant. */
function istStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 1) - IST_OFFSET_MS);
}

/** The cards, the year's monthly views and enquiries, and listings about to expire. */
export async function getDashboardStats(
  seller: SellerActor,
  now: Date = new Date(),
): Promise<DashboardStats> {
  const db = await getDb();
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const month = ist.getUTCMonth();
  const monthStart = istStart(year, month);
  const yearStart = istStart(year, 0);
  const yearEnd = istStart(year + 1, 0);
  const monthDay = `${year}-${String(month + 1).padStart(2, "0")}-01`;
  const mine = eq(properties.sellerId, seller.id);
  const myPropertyIds = db.select({ id: properties.id }).from(properties).where(mine);

  const [
    statusRows,
    [{ pendingProjects, liveProjects }],
    [{ monthLeads }],
    [{ monthViews }],
    leadMonths,
    viewMonths,
    expiring,
  ] = await Promise.all([
    db
      .select({ status: properties.status, n: count() })
      .from(properties)
      .where(and(mine, inArray(properties.status, ["active", "pending"])))
      .groupBy(properties.status),
    db
      .select({
        pendingProjects:
          sql<number>`count(*) filter (where ${projects.status} = 'pending')`.mapWith(Number),
        liveProjects: count(),
      })
      .from(projects)
      .where(and(eq(projects.builderId, seller.id), ne(projects.status, "deleted"))),
    db
      .select({ monthLeads: count() })
      .from(leads)
      .where(and(eq(leads.sellerId, seller.id), gte(leads.createdAt, monthStart))),
    db
      .select({ monthViews: sum(propertyViews.count).mapWith(Number) })
      .from(propertyViews)
      .where(
        and(inArray(propertyViews.propertyId, myPropertyIds), gte(propertyViews.day, monthDay)),
      ),
    db
      .select({
        m: sql<number>`extract(month from ${leads.createdAt} at time zone 'Asia/Kolkata')`.mapWith(
          Number,
        ),
        n: count(),
      })
      .from(leads)
      .where(
        and(
          eq(leads.sellerId, seller.id),
          gte(leads.createdAt, yearStart),
          lt(leads.createdAt, yearEnd),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({
        m: sql<number>`extract(month from ${propertyViews.day})`.mapWith(Number),
        n: sum(propertyViews.count).mapWith(Number),
      })
      .from(propertyViews)
      .where(
        and(
          inArray(propertyViews.propertyId, myPropertyIds),
          gte(propertyViews.day, `${year}-01-01`),
          lt(propertyViews.day, `${year + 1}-01-01`),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({
        id: properties.id,
        title: properties.title,
        expiresAt: effectiveExpiry.mapWith((v: string | Date) => new Date(v)),
      })
      .from(properties)
      .where(
        and(
          mine,
          eq(properties.status, "active"),
          lte(effectiveExpiry, new Date(now.getTime() + 14 * 24 * 60 * 60 * 1000)),
        ),
      )
      .orderBy(asc(effectiveExpiry))
      .limit(10),
  ]);

  const byStatus = Object.fromEntries(statusRows.map((r) => [r.status, r.n]));
  const leadBy = new Map(leadMonths.map((r) => [r.m, r.n]));
  const viewBy = new Map(viewMonths.map((r) => [r.m, r.n]));
  return {
    live: byStatus.active ?? 0,
    pendingReview: (byStatus.pending ?? 0) + (pendingProjects ?? 0),
    enquiriesThisMonth: monthLeads,
    viewsThisMonth: monthViews || 0,
    projects: seller.sellerKind === "builder" ? liveProjects : null,
    year,
    monthly: MONTH_LABELS.map((label, i) => ({
      month: i + 1,
      label,
      views: viewBy.get(i + 1) ?? 0,
      enquiries: leadBy.get(i + 1) ?? 0,
    })),
    expiringSoon: expiring.map((e) => ({
      id: e.id,
      title: e.title,
      expiresAt: e.expiresAt.toISOString(),
    })),
  };
}
