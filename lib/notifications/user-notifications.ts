import "server-only";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { notifications } from "@/lib/db/schema";

export type NotificationItem = {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
};

/** The actor's latest notifications and how many are unread. */
export async function listNotifications(
  actor: Pick<Actor, "id">,
  limit = 20,
): Promise<{ items: NotificationItem[]; unread: number }> {
  const db = await getDb();
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, actor.id))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(Math.min(Math.max(limit, 1), 100));
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      body: r.body,
      link: r.link,
      read: r.readAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
    unread: await unreadNotificationCount(actor),
  };
}

export async function unreadNotificationCount(actor: Pick<Actor, "id">): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the given notifications (or all, when `ids` is omitted) read — only the actor's own. */
export async function markNotificationsRead(
  actor: Pick<Actor, "id">,
  ids?: number[],
): Promise<{ updated: number }> {
  const db = await getDb();
  const mine = and(eq(notifications.userId, actor.id), isNull(notifications.readAt));
  const where = ids ? and(mine, inArray(notifications.id, ids.length ? ids : [-1])) : mine;
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(where)
    .returning({ id: notifications.id });
  return { updated: rows.length };
}
