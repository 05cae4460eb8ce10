import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { alertEmail, type AlertListing } from "./alert-messages";
import {
  deliverAlerts,
  idList,
  loadAlertListings,
  loadBuyers,
  siteUrl,
  type AlertDelivery,
} from "./deliver";
import { signUnsubscribeToken } from "./unsubscribe-token";

export type DigestFrequency = "daily" | "weekly";

/** A digest goes out at most once per period; an hour's slack keeps it from drifting later. */
export const DIGEST_PERIOD_MS: Record<DigestFrequency, number> = {
  daily: 23 * 3_600_000,
  weekly: 7 * 24 * 3_600_000 - 3_600_000,
};

/** Listings named in one digest e-mail (the rest are counted and linked). */
export const DIGEST_LISTED = 10;

type DueSearch = {
  id: number;
  user_id: number;
  name: string;
  query: string;
  email_enabled: boolean;
};

export type DigestRun = { searches: number; listings: number };

/**
 * Sends the daily or weekly digests that are due: one in-app notification and (unless turned
 * off) one e-mail per saved search that has matches not yet delivered and whose last digest (or
 * creation) is a period ago. Each match is delivered once: it is marked in the same transaction
 * as the notification, so a rerun or a retried job skips it. Works in batches of `batchSize`
 * searches in id order.
 */
export async function runDigest(
  db: Db,
  frequency: DigestFrequency,
  options: { now?: Date; batchSize?: number } = {},
): Promise<DigestRun> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - DIGEST_PERIOD_MS[frequency]).toISOString();
  const batchSize = options.batchSize ?? 500;
  const run: DigestRun = { searches: 0, listings: 0 };
  let afterId = 0;
  for (;;) {
    const due = (
      await db.execute<DueSearch>(sql`
        select s.id, s.user_id, s.name, s.query, s.email_enabled from saved_searches s
        where s.id > ${afterId} and s.frequency = ${frequency} and s.paused = false
          and coalesce(s.last_digest_at, s.created_at) <= ${before}
          and exists (select 1 from saved_search_matches m
                      where m.saved_search_id = s.id and m.delivered_at is null)
        order by s.id limit ${batchSize}`)
    ).rows;
    if (due.length === 0) break;
    afterId = Number(due[due.length - 1].id);
    const ids = due.map((s) => Number(s.id));
    const matches = (
      await db.execute<{ saved_search_id: number; property_id: number }>(sql`
        select saved_search_id, property_id from saved_search_matches
        where delivered_at is null and saved_search_id in (${idList(ids)})
        order by matched_at desc, property_id desc`)
    ).rows;
    const listings = await loadAlertListings(db, [
      ...new Set(matches.map((m) => Number(m.property_id))),
    ]);
    const buyers = await loadBuyers(db, [...new Set(due.map((s) => Number(s.user_id)))]);
    const bySearch = new Map<number, number[]>();
    for (const m of matches) {
      const list = bySearch.get(Number(m.saved_search_id)) ?? [];
      list.push(Number(m.property_id));
      bySearch.set(Number(m.saved_search_id), list);
    }
    const markDone = async (tx: Db, searchIds: number[]) => {
      if (searchIds.length === 0) return;
      const pairs = searchIds.flatMap((id) => (bySearch.get(id) ?? []).map((p) => [id, p]));
      if (pairs.length) {
        await tx.execute(sql`update saved_search_matches m set delivered_at = ${now.toISOString()}
          from unnest(array[${idList(pairs.map((x) => x[0]))}]::int[],
                      array[${idList(pairs.map((x) => x[1]))}]::int[]) as d(s, p)
          where m.saved_search_id = d.s and m.property_id = d.p and m.delivered_at is null`);
      }
      await tx.execute(sql`update saved_searches set last_digest_at = ${now.toISOString()}
        where id in (${idList(searchIds)})`);
    };
    const items: (AlertDelivery & { searchId: number; count: number })[] = [];
    const nothingToSend: number[] = [];
    for (const search of due) {
      const id = Number(search.id);
      const live = (bySearch.get(id) ?? [])
        .map((p) => listings.get(p))
        .filter((l): l is AlertListing => !!l);
      const buyer = buyers.get(Number(search.user_id));
      // Listings taken down meanwhile are not told about; nothing live → nothing to send.
      if (!buyer || live.length === 0) {
        nothingToSend.push(id);
        continue;
      }
      const count = live.length;
      const what = `${count} new ${count === 1 ? "property matches" : "properties match"}`;
      items.push({
        searchId: id,
        count,
        buyer,
        notification: {
          kind: "saved_search_digest",
          title: `${what} “${search.name}”`,
          body: live
            .slice(0, 3)
            .map((l) => l.title)
            .join(" · "),
          link: `/search-results?${search.query}`,
        },
        email: search.email_enabled
          ? alertEmail({
              siteUrl: siteUrl(),
              firstName: buyer.firstName,
              subject: `${frequency === "daily" ? "Today" : "This week"}: ${what} “${search.name}”`,
              intro: `${what} your saved search “${search.name}”.`,
              listings: live.slice(0, DIGEST_LISTED),
              moreHref: `/search-results?${search.query}`,
              unsubscribeToken: signUnsubscribeToken({
                kind: "search",
                userId: buyer.id,
                savedSearchId: id,
              }),
              unsubscribeWhat: `e-mails for “${search.name}”`,
              stopAllToken: signUnsubscribeToken({ kind: "marketing", userId: buyer.id }),
            })
          : null,
        sms: null,
      });
    }
    await markDone(db, nothingToSend);
    await deliverAlerts(db, items, async (tx, done) => {
      await markDone(
        tx,
        done.map((item) => item.searchId),
      );
      run.searches += done.length;
      run.listings += done.reduce((n, item) => n + item.count, 0);
    });
    if (due.length < batchSize) break;
  }
  return run;
}
