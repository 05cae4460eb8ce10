import "server-only";
import type { Db } from "@/lib/db/client";
import { getDb } from "@/lib/db/client";
import { enqueueJob, type JobHandlers } from "@/lib/jobs/queue";
import { runDigest, type DigestFrequency } from "./digest";
import { deliverInstantMatches, recordListingMatches } from "./match-listing";
import { deliverPriceDrops, PRICE_DROP_JOB } from "./price-drops";

export const LISTING_ACTIVE_JOB = "alerts.listing-active";
export const DIGEST_JOB = "alerts.digest";

type Writer = Pick<Db, "insert">;

/**
 * Call in the transaction that makes listings live (approval, unpause, renewal, a seller's
 * unblock): the matching and alerts then run in the background worker, never in that request.
 */
export async function enqueueListingsActivated(tx: Writer, propertyIds: number[]): Promise<void> {
  for (const propertyId of propertyIds) {
    await enqueueJob(tx, LISTING_ACTIVE_JOB, { propertyId });
  }
}

/** Adds this hour's digest runs (at most one per frequency and hour, whoever asks). */
export async function scheduleDigests(db: Writer, now = new Date()): Promise<void> {
  const hour = now.toISOString().slice(0, 13);
  for (const frequency of ["daily", "weekly"] as const) {
    await enqueueJob(
      db,
      DIGEST_JOB,
      { frequency },
      { dedupeKey: `${DIGEST_JOB}:${frequency}:${hour}` },
    );
  }
}

function propertyIdOf(payload: Record<string, unknown>): number {
  const id = Number(payload.propertyId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error("job payload without a propertyId");
  return id;
}

export const alertJobHandlers: JobHandlers = {
  [LISTING_ACTIVE_JOB]: async (payload) => {
    const db = await getDb();
    const propertyId = propertyIdOf(payload);
    await recordListingMatches(db, propertyId);
    await deliverInstantMatches(db, propertyId);
    await deliverPriceDrops(db, propertyId);
  },
  [PRICE_DROP_JOB]: async (payload) => {
    await deliverPriceDrops(await getDb(), propertyIdOf(payload));
  },
  [DIGEST_JOB]: async (payload) => {
    const frequency: DigestFrequency = payload.frequency === "weekly" ? "weekly" : "daily";
    await runDigest(await getDb(), frequency);
  },
};
