import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/admin/tx";
import type { Actor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { phraseFor } from "@/lib/i18n/phrase";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { consentRecords } from "@/lib/db/schema";
import { consentChoiceSchema } from "@/lib/validation/privacy";
import { CONSENT_CHANNELS, CONSENT_WORDING, type ConsentChannel } from "./consent-wording";

export type ConsentState = { granted: boolean; at: Date | null; wording: string };
export type ConsentSummary = Record<ConsentChannel, ConsentState>;

/** The checkbox's sentence as a person reading the site in `locale` saw it. */
export function consentWordingIn(channel: ConsentChannel, locale: Locale): string {
  return phraseFor(locale)(CONSENT_WORDING[channel]);
}

/**
 * Records one choice (append-only) with the wording shown, in the language it was shown in, and
 * where it was made.
 */
export async function recordConsent(
  db: DbOrTx,
  input: {
    userId: number;
    channel: ConsentChannel;
    granted: boolean;
    source: string;
    locale?: Locale;
  },
  now = new Date(),
): Promise<void> {
  await db.insert(consentRecords).values({
    userId: input.userId,
    channel: input.channel,
    granted: input.granted,
    wording: consentWordingIn(input.channel, input.locale ?? DEFAULT_LOCALE),
    source: input.source,
    createdAt: now,
  });
}

/** The latest choice per channel; never asked = not granted. */
export async function consentSummary(db: DbOrTx, userId: number): Promise<ConsentSummary> {
  const rows = await db
    .select({
      channel: consentRecords.channel,
      granted: consentRecords.granted,
      wording: consentRecords.wording,
      at: consentRecords.createdAt,
    })
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id));
  const summary = {} as ConsentSummary;
  for (const channel of CONSENT_CHANNELS) {
    const latest = rows.find((r) => r.channel === channel);
    summary[channel] = latest
      ? { granted: latest.granted, at: latest.at, wording: latest.wording }
      : { granted: false, at: null, wording: CONSENT_WORDING[channel] };
  }
  return summary;
}

export async function getConsents(actor: Actor): Promise<ConsentSummary> {
  return consentSummary(await getDb(), actor.id);
}

/** The privacy page's checkbox: one click gives or withdraws one channel. */
export async function setConsent(
  actor: Actor,
  input: { channel: ConsentChannel; granted: boolean; locale?: Locale },
): Promise<ConsentSummary> {
  const choice = consentChoiceSchema.parse(input);
  const db = await getDb();
  await recordConsent(db, { userId: actor.id, ...choice, source: "privacy-page" });
  return consentSummary(db, actor.id);
}

/**
 * The gate every marketing sender calls before sending on a channel. Transactional messages
 * (OTPs, invoices, replies, the alerts a person set up) do not go through it.
 */
export async function hasMarketingConsent(
  db: DbOrTx,
  userId: number,
  channel: ConsentChannel,
): Promise<boolean> {
  const [latest] = await db
    .select({ granted: consentRecords.granted })
    .from(consentRecords)
    .where(and(eq(consentRecords.userId, userId), eq(consentRecords.channel, channel)))
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id))
    .limit(1);
  return latest?.granted ?? false;
}
