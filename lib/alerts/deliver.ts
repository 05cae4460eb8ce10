import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { sendEmail } from "@/lib/email/send-email";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { createNotifications, type NewNotification } from "@/lib/notifications/create-notification";
import { getSmsProvider } from "@/lib/sms/get-sms-provider";
import type { AlertEmail, AlertListing } from "./alert-messages";

export type Buyer = { id: number; firstName: string; email: string; phone: string };

/** The buyers' names and addresses, by id. */
export async function loadBuyers(db: Db, ids: number[]): Promise<Map<number, Buyer>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute<{ id: number; first_name: string; email: string; phone: string }>(
    sql`select id, first_name, email, phone from users
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and status = 'active'`,
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
    sql`select ${LISTING_COLUMNS} from properties p where p.status = 'active' and p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(result.rows.map((r) => [Number(r.id), toListing(r)]));
}

export const siteUrl = (): string => env.SITE_URL;

/**
 * Sends one alert to a buyer on the channels given: the e-mail first (a failure throws, so the
 * job is retried and nothing is marked delivered), then SMS (a failure is logged: the in-app
 * notification and e-mail still count), then the in-app notification together with `markDone`
 * in one transaction.
 */
export async function deliverAlert(
  db: Db,
  input: {
    buyer: Buyer;
    notification: Omit<NewNotification, "userId">;
    email: AlertEmail | null;
    sms: string | null;
    markDone: (tx: Db) => Promise<void>;
  },
): Promise<void> {
  const { buyer } = input;
  if (input.email) {
    await sendEmail({ to: buyer.email, ...input.email });
  }
  if (input.sms) {
    try {
      await getSmsProvider().send({ to: buyer.phone, body: input.sms });
    } catch (error) {
      log.warn({ err: error, userId: buyer.id }, "alert SMS not sent");
    }
  }
  await db.transaction(async (tx) => {
    await createNotifications(tx, [{ userId: buyer.id, ...input.notification }]);
    await input.markDone(tx as unknown as Db);
  });
}
