import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/admin/tx";
import { expireTagsNow, listingTags } from "@/lib/cache/expire-tags";
import { getDb, type Db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { CONFIRM_LINK_TTL_MS } from "./confirm-token";
import {
  ANSWER_WITHIN_DAYS,
  DAY_MS,
  PAUSED_NOTICE_JOB,
  RECONFIRM_EVERY_DAYS,
  RECONFIRM_LOCK_KEY,
  STILL_AVAILABLE_JOB,
} from "./reconfirm-rules";

export type ReconfirmRun = { asked: number; paused: number; tags: string[] };

const STILL_AVAILABLE_BODY = sql`'"' || min(m.title) || '": is it still available? Answer Yes, Sold or Rented within ${sql.raw(String(ANSWER_WITHIN_DAYS))} days, or the listing is paused.'`;

/**
 * Asks "Still available?" about live listings confirmed (or approved) 14 days ago or more, in
 * batches: one question row each (its links expire in 7 days), and per seller one bell notice
 * and one job that sends the e-mail (every listing with its signed links) and the SMS. `propertyId` asks about one listing
 * now, whatever its date (three buyers said it is gone).
 */
export async function askStillAvailable(
  db: DbOrTx,
  now: Date,
  options: { batch?: number; propertyId?: number; reason?: "schedule" | "buyers" } = {},
): Promise<number> {
  const batch = options.batch ?? 5000;
  const reason = options.reason ?? "schedule";
  const cutoff = new Date(now.getTime() - RECONFIRM_EVERY_DAYS * DAY_MS);
  const expires = new Date(now.getTime() + CONFIRM_LINK_TTL_MS);
  const [at, until] = [now.toISOString(), expires.toISOString()];
  const which = options.propertyId
    ? sql`p.id = ${options.propertyId}`
    : sql`coalesce(p.confirmed_at, p.approved_at, p.posted_at) <= ${cutoff.toISOString()}::timestamptz`;
  let total = 0;
  // Keyset over (last confirmed, id): each batch starts after the previous one, so listings
  // asked earlier in this run are not walked again.
  let after: { since: string; id: number } | null = null;
  let analyzedAt = 0;
  for (;;) {
    const from: ReturnType<typeof sql> = after
      ? sql`and coalesce(p.confirmed_at, p.approved_at, p.posted_at) >= ${after.since}::timestamptz
          and (coalesce(p.confirmed_at, p.approved_at, p.posted_at), p.id) > (${after.since}::timestamptz, ${after.id}::int)`
      : sql``;
    const { rows } = await db.execute<{
      n: number | string;
      last_since: string | null;
      last_id: number | null;
    }>(sql`
      with m as (
        select p.id, p.seller_id, p.title,
          coalesce(p.confirmed_at, p.approved_at, p.posted_at) as since
        from properties p
        where p.status = 'active' and ${which} ${from}
          and not exists (
            select 1 from listing_confirmations q
            where q.property_id = p.id and q.answered_at is null)
        order by coalesce(p.confirmed_at, p.approved_at, p.posted_at), p.id
        limit ${batch}
        for update of p skip locked
      ), asked as (
        insert into listing_confirmations (property_id, seller_id, reason, sent_at, expires_at)
        select id, seller_id, ${reason}::text, ${at}::timestamptz, ${until}::timestamptz from m
        returning id
      ), bell as (
        insert into notifications (user_id, kind, title, body, link)
        select m.seller_id, 'still_available', 'Still available?',
          case when count(*) = 1 then ${STILL_AVAILABLE_BODY}
            else count(*) || ' of your listings: are they still available? Answer within ${sql.raw(String(ANSWER_WITHIN_DAYS))} days, or they are paused.' end,
          '/saller/properties'
        from m group by m.seller_id
      ), queued as (
        insert into jobs (kind, payload, run_at, max_attempts, dedupe_key)
        select ${STILL_AVAILABLE_JOB}::text,
          jsonb_build_object('sellerId', m.seller_id, 'sentAt', ${at}::text),
          ${at}::timestamptz, 5, ${STILL_AVAILABLE_JOB}::text || ':' || m.seller_id || ':' || ${at}::text
        from m group by m.seller_id
        on conflict do nothing
      )
      select (select count(*) from asked) as n,
        (select since::text from m order by since desc, id desc limit 1) as last_since,
        (select id from m order by since desc, id desc limit 1) as last_id`);
    const n = Number(rows[0]?.n ?? 0);
    total += n;
    if (options.propertyId || n < batch || !rows[0]?.last_since) return total;
    after = { since: rows[0].last_since, id: Number(rows[0].last_id) };
    // Each batch adds its questions: fresh statistics whenever this run has doubled them since
    // the last look, or the "no question out" test stays planned for the table as it was (a
    // scan of every open question for each listing: 75,000,000 comparisons by the 3rd batch).
    if (total >= 2 * analyzedAt) {
      await db.execute(sql`analyze listing_confirmations`);
      analyzedAt = total;
    }
  }
}

/** Titles named in a "paused" bell notice; the rest are counted ("and 27 more"). */
export const PAUSED_NOTICE_TITLES = 3;

/**
 * The bell notice of one seller's listings paused in one run, in SQL over `s` (seller_id, n:
 * how many, titles: the first few, quoted): `"A" was paused …`, `"A" and "B" were paused …`,
 * `"A", "B", "C" and 27 more listings were paused …`. Capped at 1,000 characters as every notice.
 */
const PAUSED_TITLE = sql`case when s.n = 1 then 'Listing paused' else s.n || ' listings paused' end`;
const PAUSED_BODY = sql`left(
  case
    when s.n = 1 then s.titles[1] || ' was paused because we did not hear whether it is still available.'
    else case
      when s.n <= ${PAUSED_NOTICE_TITLES}::int
        then array_to_string(s.titles[1:s.n - 1], ', ') || ' and ' || s.titles[s.n]
      else array_to_string(s.titles, ', ') || ' and ' || (s.n - ${PAUSED_NOTICE_TITLES}::int)
        || case when s.n - ${PAUSED_NOTICE_TITLES}::int = 1 then ' more listing' else ' more listings' end
    end || ' were paused because we did not hear whether they are still available.'
  end || case when s.n = 1
    then ' Open My properties and choose Make live (or answer Yes from our e-mail) to bring it back.'
    else ' Open My properties and choose Make live on each (or answer Yes from our e-mail) to bring them back.'
  end, 1000)`;

/**
 * Pauses live listings whose question has waited 3 days without an answer: they leave search
 * and their pages at once (the caller expires the returned tags after the commit), and each
 * seller is told once, whatever the number of listings: one bell notice naming them and one
 * e-mail job (the paused listings' ids; the e-mail lists each with its links to bring it back).
 * One statement: 430,000 listings paused at once by 5,000 sellers write 5,000 notices and
 * 5,000 jobs, not 430,000 of each.
 */
export async function pauseUnanswered(db: DbOrTx, now: Date): Promise<Omit<ReconfirmRun, "asked">> {
  const cutoff = new Date(now.getTime() - ANSWER_WITHIN_DAYS * DAY_MS).toISOString();
  const at = now.toISOString();
  const { rows } = await db.execute<{ id: number; city_slug: string }>(sql`
    with m as (
      update properties p set status = 'paused', updated_at = ${at}::timestamptz
      from (
        select distinct property_id from listing_confirmations
        where answered_at is null and sent_at <= ${cutoff}::timestamptz
      ) q
      where p.id = q.property_id and p.status = 'active'
      returning p.id, p.seller_id, p.title, p.city_id
    ), s as (
      select m.seller_id, count(*)::int as n,
        (array_agg('"' || m.title || '"' order by m.id))[1:${PAUSED_NOTICE_TITLES}::int] as titles,
        jsonb_agg(m.id order by m.id) as ids
      from m group by m.seller_id
    ), bell as (
      insert into notifications (user_id, kind, title, body, link)
      select s.seller_id, 'listing_paused_unconfirmed', ${PAUSED_TITLE}, ${PAUSED_BODY},
        '/saller/properties?status=paused'
      from s
    ), queued as (
      insert into jobs (kind, payload, run_at, max_attempts, dedupe_key)
      select ${PAUSED_NOTICE_JOB}::text,
        jsonb_build_object('sellerId', s.seller_id, 'propertyIds', s.ids),
        ${at}::timestamptz, 5,
        ${PAUSED_NOTICE_JOB}::text || ':seller:' || s.seller_id || ':' || ${at}::text
      from s
      on conflict do nothing
    )
    select m.id, c.slug as city_slug from m join cities c on c.id = m.city_id`);
  const tags = new Set<string>();
  for (const r of rows) for (const t of listingTags(Number(r.id), r.city_slug)) tags.add(t);
  return { paused: rows.length, tags: [...tags] };
}

type Holder = { running?: Promise<ReconfirmRun | null> };
const holder: Holder = ((globalThis as { __landAcreReconfirm?: Holder }).__landAcreReconfirm ??=
  {});

/**
 * One reconfirmation run for the whole site: pause the unanswered, then ask the due. One at a
 * time in this process and across instances (a transaction-scoped advisory lock; an instance
 * that finds it taken skips its turn). Cache tags of paused listings expire after the commit.
 */
export function runReconfirmJob(
  now: Date = new Date(),
  options: { db?: Db; batch?: number } = {},
): Promise<ReconfirmRun | null> {
  holder.running ??= (async () => {
    const db = options.db ?? (await getDb());
    const run = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${RECONFIRM_LOCK_KEY}) as locked`,
      );
      if (!rows[0]?.locked) return null;
      // Fresh statistics: the previous run may have added many questions since autovacuum's
      // last look, and a plan made for an empty table would test every question per listing.
      await tx.execute(sql`analyze listing_confirmations`);
      let t = performance.now();
      const paused = await pauseUnanswered(tx, now);
      const pauseMs = Math.round(performance.now() - t);
      t = performance.now();
      const asked = await askStillAvailable(tx, now, { batch: options.batch });
      const askMs = Math.round(performance.now() - t);
      log.info(
        { paused: paused.paused, pauseMs, asked, askMs },
        "reconfirmation: unanswered listings paused, due listings asked",
      );
      return { asked, ...paused };
    });
    if (run) await expireTagsNow(run.tags);
    return run;
  })().finally(() => {
    holder.running = undefined;
  });
  return holder.running;
}
