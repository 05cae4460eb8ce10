import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";

/**
 * The demo's trust data (issue 27), derived from the listings already seeded:
 * - listings marked verified get their owner's-documents check (an admin, a day after approval,
 *   or at seeding time for a listing approved since);
 * - live listings were last confirmed available 0–13 days ago (none is due a question at start);
 * - every 40th live sale listing had its price cut once, 10 days after posting.
 * Idempotent: rerunning adds nothing.
 */
export async function seedTrust(db: Db, now: Date, log: (message: string) => void): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`
    update properties
    set documents_checked_at = least(coalesce(approved_at, posted_at) + interval '1 day', ${at}::timestamptz)
    where verified and documents_checked_at is null`);
  await db.execute(sql`
    insert into listing_checks (property_id, kind, status, document_type, details, checked_by,
      created_at, checked_at)
    select p.id, 'documents', 'passed', (array['sale_deed', 'tax_receipt', 'utility_bill'])[1 + p.id % 3],
      '{}'::jsonb, (select id from users where role = 'admin' order by id limit 1),
      p.documents_checked_at - interval '20 hours', p.documents_checked_at
    from properties p
    where p.verified and not exists (
      select 1 from listing_checks c where c.property_id = p.id and c.kind = 'documents')`);
  await db.execute(sql`
    update properties set confirmed_at = greatest(
      ${at}::timestamptz - make_interval(days => id % 14, hours => id % 7),
      coalesce(approved_at, posted_at))
    where status = 'active' and confirmed_at is null`);
  const { rows } = await db.execute<{ n: number | string }>(sql`
    with cut as (
      select id, price, posted_at from properties
      where status = 'active' and deal_type = 'sale' and not price_on_request and id % 40 = 0
        and not exists (select 1 from price_history h where h.property_id = properties.id)
    ), first as (
      insert into price_history (property_id, price, changed_at)
      select id, round(price * 1.08 / 10000) * 10000, posted_at from cut
    ), second as (
      insert into price_history (property_id, price, changed_at, changed_by)
      select c.id, c.price, least(c.posted_at + interval '10 days', ${at}::timestamptz), p.seller_id
      from cut c join properties p on p.id = c.id
    )
    select count(*) as n from cut`);
  log(`trust: checks, confirmations and ${rows[0]?.n ?? 0} price histories`);
}
