import "server-only";
import { notifications } from "@/lib/db/schema";
import type { Tx } from "./tx";

export type NotificationInput = {
  userId: number;
  kind: string;
  title: string;
  body?: string;
  link?: string | null;
};

/** Notifications written in the same transaction as the change they announce. */
export async function notifyUsers(tx: Tx, items: NotificationInput[]): Promise<void> {
  if (items.length === 0) return;
  await tx.insert(notifications).values(
    items.map((n) => ({
      userId: n.userId,
      kind: n.kind,
      title: n.title,
      body: n.body ?? "",
      link: n.link ?? null,
    })),
  );
}
