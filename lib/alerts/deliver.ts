import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { sendEmails } from "@/lib/email/send-email";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { createNotifications, type NewNotification } from "@/lib/notifications/create-notification";
import { getSmsProvider } from "@/lib/sms/get-sms-provider";
import type { AlertEmail, AlertListing } from "./alert-messages";

/** `1, 2, 3` for `in (…)`. */
export function idList(ids: readonly number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

export type Buyer = { id: number; firstName: string; email: string; phone: string };

/** The buyers' names and addresses, by id. */
export async function loadBuyers(db: Db, ids: number[]): Promise<Map<number, Buyer>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute<{ id: number; first_name: string; email: string; phone: string }>(
    sql`select id, first_name, email, phone from users
        where id in (${idList(ids)}) and status = 'active'`,
  );
  return new Map(
    result.rows.map((r) => [
      Number(r.id),
      { id: Number(r.id), firstName: r.first_name, email: r.email, phone: r.phone },
    ]),
  );
}

const LISTING_COLUMNS = sql`p.id, p.slug, p.title, p.price, p.price_on_request, p.deal_type,
  p.locality_name, p.city_name`;

type ListingRow = {
  id: number;
  slug: string;
  title: string;
  price: number | string;
  price_on_request: boolean;
  deal_type: AlertListing["dealType"];
  locality_name: string;
  city_name: string;
};

function toListing(r: ListingRow): AlertListing {
  return {
    id: Number(r.id),
    slug: r.slug,
    title: r.title,
    price: Number(r.price),
    priceOnRequest: r.price_on_request,
    dealType: r.deal_type,
    localityName: r.locality_name,
    cityName: r.city_name,
  };
}

/** Live listings by id (a listing taken down before its alert went out is not told about). */
export async function loadAlertListings(db: Db, ids: number[]): Promise<Map<number, AlertListing>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute<ListingRow>(
    sql`select ${LISTING_COLUMNS} from properties p where p.status = 'active' and p.id in (${idList(ids)})`,
  );
  return new Map(result.rows.map((r) => [Number(r.id), toListing(r)]));
}

export const siteUrl = (): string => env.SITE_URL;

export type AlertDelivery = {
  buyer: Buyer;
  notification: Omit<NewNotification, "userId">;
  email: AlertEmail | null;
  sms: string | null;
};

/**
 * Sends alerts in order, e-mail first: when an e-mail fails, the alerts before it are completed
 * and the error is thrown (the job retries the rest). For the alerts sent: SMS (a failure is
 * logged; in-app and e-mail still count), then their in-app notifications and `markDone` in one
 * transaction, so a delivered alert is never sent again.
 */
export async function deliverAlerts<T extends AlertDelivery>(
  db: Db,
  items: T[],
  markDone: (tx: Db, delivered: T[]) => Promise<void>,
): Promise<number> {
  const withEmail = items.filter((item) => item.email);
  const { sent, error } = await sendEmails(
    withEmail.map((item) => ({ to: item.buyer.email, ...item.email! })),
  );
  // Everything up to the first e-mail that failed (items without e-mail before it included).
  const cut = error ? items.indexOf(withEmail[sent]) : items.length;
  const delivered = items.slice(0, cut);
  for (const item of delivered) {
    if (!item.sms) continue;
    try {
      await getSmsProvider().send({ to: item.buyer.phone, body: item.sms });
    } catch (smsError) {
      log.warn({ err: smsError, userId: item.buyer.id }, "alert SMS not sent");
    }
  }
  if (delivered.length > 0) {
    await db.transaction(async (tx) => {
      await createNotifications(
        tx,
        delivered.map((item) => ({ userId: item.buyer.id, ...item.notification })),
      );
      await markDone(tx as unknown as Db, delivered);
    });
  }
  if (error) throw error;
  return delivered.length;
}
