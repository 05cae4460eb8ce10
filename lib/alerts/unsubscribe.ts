import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { alertSettings, savedSearches, users } from "@/lib/db/schema";
import { hasMarketingConsent, recordConsent } from "@/lib/privacy/consent";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

export type UnsubscribeView =
  | { ok: true; what: string; alreadyOff: boolean }
  | { ok: false; reason: "invalid" | "expired" | "gone" };

const ALL_MARKETING =
  "marketing e-mails from LAND Acre (offers, saved-search alerts, digests and price drops)";

/** Whether every marketing e-mail is already off for the person. */
async function marketingAlreadyOff(userId: number): Promise<boolean> {
  const db = await getDb();
  const [on] = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.emailEnabled, true)))
    .limit(1);
  const [settings] = await db
    .select({ email: alertSettings.priceDropEmail })
    .from(alertSettings)
    .where(eq(alertSettings.userId, userId));
  return !on && settings?.email === false && !(await hasMarketingConsent(db, userId, "email"));
}

/**
 * Stops every e-mail that is not transactional, in one transaction: each saved search's
 * e-mails, price-drop e-mails, and the marketing e-mail consent (recorded as withdrawn by link).
 */
async function stopAllMarketing(userId: number, now: Date): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!account || account.deletedAt) return; // nothing is sent to a deleted account
    await tx
      .update(savedSearches)
      .set({ emailEnabled: false, updatedAt: now })
      .where(and(eq(savedSearches.userId, userId), eq(savedSearches.emailEnabled, true)));
    await tx
      .insert(alertSettings)
      .values({ userId, priceDropEmail: false, updatedAt: now })
      .onConflictDoUpdate({
        target: alertSettings.userId,
        set: { priceDropEmail: false, updatedAt: now },
      });
    await recordConsent(
      tx,
      { userId, channel: "email", granted: false, source: "unsubscribe-link" },
      now,
    );
  });
}

/** What an unsubscribe link would stop (read only: the page shows it, the button does it). */
export async function describeUnsubscribe(token: string | undefined): Promise<UnsubscribeView> {
  const check = verifyUnsubscribeToken(token);
  if (!check.ok) return check;
  const db = await getDb();
  const { target } = check;
  if (target.kind === "marketing") {
    return { ok: true, what: ALL_MARKETING, alreadyOff: await marketingAlreadyOff(target.userId) };
  }
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
  if (target.kind === "marketing") {
    await stopAllMarketing(target.userId, now);
    return { ok: true, what: ALL_MARKETING, alreadyOff: true };
  }
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
