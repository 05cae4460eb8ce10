import "server-only";
import { sql } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { tags } from "@/lib/cache/tags";
import { getDb, type Db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";

/** Shown once a seller has this many conversations in the window. */
export const RESPONSE_TIME_MIN_THREADS = 5;
export const RESPONSE_TIME_DAYS = 90;

export type ResponseTime = { medianHours: number; threads: number };

/**
 * The median time to the seller's first reply over the conversations buyers started in the last
 * 90 days (ones the buyer wrote in: a bare "View phone number" is not a question). A conversation
 * still unanswered counts as slower than any answer, so ignoring buyers does not help. Null with
 * fewer than 5 conversations, or when more than half are unanswered.
 */
export async function loadResponseTime(
  db: Db,
  sellerId: number,
  now = new Date(),
): Promise<ResponseTime | null> {
  const since = new Date(now.getTime() - RESPONSE_TIME_DAYS * 86_400_000).toISOString();
  const result = await db.execute<{ n: number; median: number | null }>(sql`
    select count(*)::int as n,
      percentile_disc(0.5) within group (
        order by coalesce(extract(epoch from t.first_reply_at - t.created_at), 'Infinity'::float8)
      ) as median
    from threads t
    where t.seller_id = ${sellerId} and t.created_at > ${since}
      and exists (select 1 from messages m where m.thread_id = t.id and m.sender = 'buyer')`);
  const row = result.rows[0];
  const n = Number(row?.n ?? 0);
  const median = row?.median === null || row?.median === undefined ? null : Number(row.median);
  if (n < RESPONSE_TIME_MIN_THREADS || median === null || !Number.isFinite(median)) return null;
  return { medianHours: Math.max(1, Math.ceil(median / 3600)), threads: n };
}

/** The same, cached for an hour per seller (listing and agent pages are cached shells). */
export async function getResponseTime(sellerId: number): Promise<ResponseTime | null> {
  "use cache";
  cacheLife("hours");
  cacheTag(tags.broker(sellerId));
  return loadResponseTime(await getDb(), sellerId);
}

/** "Usually replies within 3 hours" / "within 2 days". */
export function responseTimeLabel(r: ResponseTime, locale: Locale = "en"): string {
  if (locale !== "en") {
    const t = translator(locale, "listingParts");
    if (r.medianHours <= 1) return t("repliesHours", { n: 1 });
    if (r.medianHours < 48) return t("repliesHours", { n: r.medianHours });
    return t("repliesDays", { n: Math.ceil(r.medianHours / 24) });
  }
  if (r.medianHours <= 1) return "Usually replies within 1 hour";
  if (r.medianHours < 48) return `Usually replies within ${r.medianHours} hours`;
  return `Usually replies within ${Math.ceil(r.medianHours / 24)} days`;
}

export type SlowResponder = {
  sellerId: number;
  name: string;
  email: string;
  threads: number;
  unanswered: number;
  medianHours: number | null;
};

/** Admin console: sellers with the slowest median first reply (90 days, ≥ 5 conversations). */
export async function slowestResponders(limit = 50, now = new Date()): Promise<SlowResponder[]> {
  const db = await getDb();
  const since = new Date(now.getTime() - RESPONSE_TIME_DAYS * 86_400_000).toISOString();
  const result = await db.execute<{
    seller_id: number;
    name: string;
    email: string;
    n: number;
    unanswered: number;
    median: number | null;
  }>(sql`
    select t.seller_id, u.first_name || ' ' || u.last_name as name, u.email,
      count(*)::int as n,
      count(*) filter (where t.first_reply_at is null)::int as unanswered,
      percentile_disc(0.5) within group (
        order by coalesce(extract(epoch from t.first_reply_at - t.created_at), 'Infinity'::float8)
      ) as median
    from threads t join users u on u.id = t.seller_id
    where t.created_at > ${since}
      and exists (select 1 from messages m where m.thread_id = t.id and m.sender = 'buyer')
    group by t.seller_id, u.first_name, u.last_name, u.email
    having count(*) >= ${RESPONSE_TIME_MIN_THREADS}
    order by median desc nulls first, unanswered desc
    limit ${limit}`);
  return result.rows.map((r) => {
    const median = r.median === null ? null : Number(r.median);
    return {
      sellerId: Number(r.seller_id),
      name: r.name,
      email: r.email,
      threads: Number(r.n),
      unanswered: Number(r.unanswered),
      medianHours:
        median !== null && Number.isFinite(median) ? Math.max(1, Math.ceil(median / 3600)) : null,
    };
  });
}
