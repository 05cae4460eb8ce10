import "server-only";
import type { Db } from "@/lib/db/client";
import { notifications } from "@/lib/db/schema";

/** Kinds written here; the admin console and enquiry form add their own (approved, lead, …). */
export type NotificationKind =
  | "listing_expiring"
  | "listing_expired"
  | "new_enquiry"
  | "payment_received"
  | "payment_refunded"
  | "plan_granted"
  | "plan_expired"
  | "saved_search_match"
  | "saved_search_digest"
  | "price_drop"
  | "report_closed";

export type NewNotification = {
  userId: number;
  kind: NotificationKind;
  title: string;
  body?: string;
  /** An in-app path, e.g. /saller/queries/manage. */
  link?: string | null;
};

type Writer = Pick<Db, "insert">;

/** Adds notifications; pass a transaction to write them with the change they report. */
export async function createNotifications(db: Writer, items: NewNotification[]): Promise<void> {
  if (items.length === 0) return;
  await db.insert(notifications).values(
    items.map((n) => ({
      userId: n.userId,
      kind: n.kind,
      title: n.title.slice(0, 200),
      body: (n.body ?? "").slice(0, 1000),
      link: n.link && n.link.startsWith("/") ? n.link : null,
    })),
  );
}

export function createNotification(db: Writer, item: NewNotification): Promise<void> {
  return createNotifications(db, [item]);
}
