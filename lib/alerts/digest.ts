import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { alertEmail, type AlertListing } from "./alert-messages";
import { deliverAlert, loadAlertListings, loadBuyers, siteUrl } from "./deliver";
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
        where delivered_at is null and saved_search_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
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
    for (const search of due) {
      const id = Number(search.id);
      const propertyIds = bySearch.get(id) ?? [];
      const live = propertyIds.map((p) => listings.get(p)).filter((l): l is AlertListing => !!l);
      const buyer = buyers.get(Number(search.user_id));
      const markDone = async (tx: Db) => {
        if (propertyIds.length) {
          await tx.execute(sql`update saved_search_matches set delivered_at = ${now.toISOString()}
            where saved_search_id = ${id} and delivered_at is null and property_id in (${sql.join(
              propertyIds.map((p) => sql`${p}`),
              sql`, `,
            )})`);
        }
        await tx.execute(
          sql`update saved_searches set last_digest_at = ${now.toISOString()} where id = ${id}`,
        );
      };
      // Listings taken down meanwhile are not told about; nothing live → nothing to send.
      if (!buyer || live.length === 0) {
        await markDone(db);
        continue;
      }
      const count = live.length;
      const what = `${count} new ${count === 1 ? "property matches" : "properties match"}`;
      await deliverAlert(db, {
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
            })
          : null,
        sms: null,
        markDone,
      });
      run.searches++;
      run.listings += count;
    }
    if (due.length < batchSize) break;
  }
  return run;
}
