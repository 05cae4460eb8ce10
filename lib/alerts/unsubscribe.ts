import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { alertSettings, savedSearches } from "@/lib/db/schema";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

export type UnsubscribeView =
  | { ok: true; what: string; alreadyOff: boolean }
  | { ok: false; reason: "invalid" | "expired" | "gone" };

/** What an unsubscribe link would stop (read only: the page shows it, the button does it). */
export async function describeUnsubscribe(token: string | undefined): Promise<UnsubscribeView> {
  const check = verifyUnsubscribeToken(token);
  if (!check.ok) return check;
  const db = await getDb();
  const { target } = check;
  if (target.kind === "price") {
    const [row] = await db
      .select({ email: alertSettings.priceDropEmail })
      .from(alertSettings)
      .where(eq(alertSettings.userId, target.userId));
    return {
      ok: true,
      what: "price-drop e-mails for the properties you saved",
      alreadyOff: row?.email === false,
    };
  }
  const [row] = await db
    .select({ name: savedSearches.name, emailEnabled: savedSearches.emailEnabled })
    .from(savedSearches)
    .where(
      and(eq(savedSearches.id, target.savedSearchId), eq(savedSearches.userId, target.userId)),
    );
  if (!row) return { ok: false, reason: "gone" };
  return {
    ok: true,
    what: `e-mails for your saved search “${row.name}”`,
    alreadyOff: !row.emailEnabled,
  };
}

/**
 * Stops the e-mails a valid link names (no sign-in needed: the signed token is the permission).
 * A tampered or expired token changes nothing. Idempotent.
 */
export async function applyUnsubscribe(token: string | undefined): Promise<UnsubscribeView> {
  const check = verifyUnsubscribeToken(token);
  if (!check.ok) return check;
  const db = await getDb();
  const { target } = check;
  const now = new Date();
  if (target.kind === "price") {
    await db
      .insert(alertSettings)
      .values({ userId: target.userId, priceDropEmail: false, updatedAt: now })
      .onConflictDoUpdate({
        target: alertSettings.userId,
        set: { priceDropEmail: false, updatedAt: now },
      });
    return { ok: true, what: "price-drop e-mails for the properties you saved", alreadyOff: true };
  }
  const [row] = await db
    .update(savedSearches)
    .set({ emailEnabled: false, updatedAt: now })
    .where(and(eq(savedSearches.id, target.savedSearchId), eq(savedSearches.userId, target.userId)))
    .returning({ name: savedSearches.name });
  if (!row) return { ok: false, reason: "gone" };
  return { ok: true, what: `e-mails for your saved search “${row.name}”`, alreadyOff: true };
}
