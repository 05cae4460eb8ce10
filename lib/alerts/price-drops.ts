import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import { getDb, type Db } from "@/lib/db/client";
import { alertSettings, priceDrops } from "@/lib/db/schema";
import { enqueueJob } from "@/lib/jobs/queue";
import { priceDropSettingsSchema } from "@/lib/validation/saved-search";
import { alertEmail, priceDropNote } from "./alert-messages";
import {
  deliverAlerts,
  idList,
  loadAlertListings,
  loadBuyers,
  siteUrl,
  type AlertDelivery,
} from "./deliver";
import { signUnsubscribeToken } from "./unsubscribe-token";
import { propertyPath } from "@/lib/seo/urls";

export const PRICE_DROP_JOB = "alerts.price-drop";

type Writer = Pick<Db, "insert">;

/**
 * Called in the transaction of a seller's edit: a lower price on a listing buyers may have saved
 * is recorded, and a job tells them (a live listing's new price is public at once; the job skips
 * a listing that is not live, and an approval's job tells them too, whichever runs first).
 */
export async function recordPriceDrop(
  tx: Writer,
  change: { propertyId: number; oldPrice: number; newPrice: number },
): Promise<void> {
  if (!(change.newPrice < change.oldPrice) || change.newPrice <= 0) return;
  await tx.insert(priceDrops).values(change);
  await enqueueJob(tx, PRICE_DROP_JOB, { propertyId: change.propertyId });
}

type Owner = { user_id: number; email: boolean; sms: boolean };

/**
 * Tells everyone who saved a live listing about its price drops not yet told (from the highest
 * recorded old price to today's price), on the channels each chose, once per buyer per drop.
 */
export async function deliverPriceDrops(db: Db, propertyId: number): Promise<number> {
  const listing = (await loadAlertListings(db, [propertyId])).get(propertyId);
  if (!listing) return 0;
  const drops = (
    await db.execute<{ id: number; old_price: number | string }>(
      sql`select id, old_price from price_drops where property_id = ${propertyId} and notified_at is null order by id`,
    )
  ).rows;
  if (drops.length === 0) return 0;
  const dropId = Number(drops[drops.length - 1].id);
  const oldPrice = Math.max(...drops.map((d) => Number(d.old_price)));
  const finish = () =>
    db.execute(
      sql`update price_drops set notified_at = now() where property_id = ${propertyId} and notified_at is null and id <= ${dropId}`,
    );
  if (listing.priceOnRequest || listing.price >= oldPrice) {
    await finish();
    return 0;
  }
  const owners = (
    await db.execute<Owner>(sql`
      select f.user_id, coalesce(a.price_drop_email, true) as email,
             coalesce(a.price_drop_sms, false) as sms
      from favourites f
      join properties p on p.id = f.property_id
      left join alert_settings a on a.user_id = f.user_id
      where f.property_id = ${propertyId} and f.user_id <> p.seller_id
        and not exists (select 1 from price_drop_deliveries d
                        where d.price_drop_id = ${dropId} and d.user_id = f.user_id)
      order by f.user_id`)
  ).rows;
  const buyers = await loadBuyers(
    db,
    owners.map((o) => Number(o.user_id)),
  );
  const markDelivered = async (tx: Db, userIds: number[]) => {
    if (userIds.length === 0) return;
    await tx.execute(sql`insert into price_drop_deliveries (price_drop_id, user_id)
      select ${dropId}::int, u from unnest(array[${idList(userIds)}]::int[]) u
      on conflict do nothing`);
  };
  await markDelivered(
    db,
    owners.filter((o) => !buyers.has(Number(o.user_id))).map((o) => Number(o.user_id)),
  );
  const note = priceDropNote(listing, oldPrice);
  const items = owners.flatMap((owner) => {
    const buyer = buyers.get(Number(owner.user_id));
    if (!buyer) return [];
    const item: AlertDelivery = {
      buyer,
      notification: {
        kind: "price_drop",
        title: `Price drop: ${listing.title}`,
        body: `${note} — a property you saved.`,
        link: propertyPath(listing),
      },
      email: owner.email
        ? alertEmail({
            siteUrl: siteUrl(),
            firstName: buyer.firstName,
            subject: `Price drop on a property you saved: ${listing.title}`,
            intro: "The price of a property you saved has come down.",
            listings: [{ ...listing, note }],
            unsubscribeToken: signUnsubscribeToken({ kind: "price", userId: buyer.id }),
            unsubscribeWhat: "price-drop e-mails",
            stopAllToken: signUnsubscribeToken({ kind: "marketing", userId: buyer.id }),
          })
        : null,
      sms: owner.sms
        ? `LAND Acre: price drop on a property you saved: ${listing.title}, ${note}.`.slice(0, 300)
        : null,
    };
    return [item];
  });
  const sent = await deliverAlerts(db, items, (tx, done) =>
    markDelivered(
      tx,
      done.map((item) => item.buyer.id),
    ),
  );
  await finish();
  return sent;
}

export type PriceDropSettings = { email: boolean; sms: boolean };

export async function getPriceDropSettings(actor: Pick<Actor, "id">): Promise<PriceDropSettings> {
  const db = await getDb();
  const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, actor.id));
  return { email: row?.priceDropEmail ?? true, sms: row?.priceDropSms ?? false };
}

/** The buyer's own price-drop channels (in-app is always on). */
export async function setPriceDropSettings(
  actor: Pick<Actor, "id">,
  input: unknown,
): Promise<PriceDropSettings> {
  const { email, sms } = priceDropSettingsSchema.parse(input);
  const db = await getDb();
  const now = new Date();
  await db
    .insert(alertSettings)
    .values({ userId: actor.id, priceDropEmail: email, priceDropSms: sms, updatedAt: now })
    .onConflictDoUpdate({
      target: alertSettings.userId,
      set: { priceDropEmail: email, priceDropSms: sms, updatedAt: now },
    });
  return { email, sms };
}
