import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { moderateProperties } from "@/lib/admin/listings/moderate-properties";
import { notifyUsers } from "@/lib/admin/notify";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { AppError, NotFoundError } from "@/lib/auth/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { expireTags } from "@/lib/cache/expire-tags";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { properties, sellerProfiles, trustFlags, type TrustFlagStatus } from "@/lib/db/schema";
import { flagDecisionSchema, type FlagDecision } from "@/lib/validation/trust";
import { FLAG_LABELS } from "./fake-rules";

const STATUS: Record<string, TrustFlagStatus> = {
  reject: "rejected",
  merge: "merged",
  relabel: "relabelled",
  dismiss: "dismissed",
};

/**
 * The admin's decision on a duplicate / fake flag, audited:
 * - reject: the flagged listing is rejected with the flag as the reason (the seller is told);
 * - merge: of the two listings, the newer is removed and the older, with its price history,
 *   stays (buyers who saved the newer one keep it saved through the older one);
 * - relabel: the "owner" account becomes an agent, and its owner listings say "agent";
 * - dismiss: nothing changes on the listing.
 */
export async function decideFlag(
  actor: AdminActor,
  raw: FlagDecision,
): Promise<{ flagId: number; status: TrustFlagStatus; message: string }> {
  assertAdmin(actor);
  const input = flagDecisionSchema.parse(raw);
  const db = await getDb();
  const [flag] = await db.select().from(trustFlags).where(eq(trustFlags.id, input.flagId)).limit(1);
  if (!flag) throw new NotFoundError(`Flag #${input.flagId} does not exist.`);
  if (flag.status !== "open") throw new AppError(`This flag was already ${flag.status}.`, 409);
  const label = FLAG_LABELS[flag.kind];
  const after: Record<string, unknown> = { decision: input.decision };
  let message = "Flag dismissed: nothing was changed.";

  if (input.decision === "reject") {
    await moderateProperties(actor, {
      action: "reject",
      ids: [flag.propertyId],
      reason: input.note || `${label}. Please contact us if this is a mistake.`,
    });
    message = `Listing #${flag.propertyId} rejected. The seller has been told why.`;
  }
  if (input.decision === "merge") {
    if (!flag.otherPropertyId) {
      throw new AppError("Only a flag between two listings can be merged.", 400);
    }
    const pair = await db
      .select({ id: properties.id, postedAt: properties.postedAt })
      .from(properties)
      .where(inArray(properties.id, [flag.propertyId, flag.otherPropertyId]));
    if (pair.length !== 2) throw new NotFoundError("One of the two listings no longer exists.");
    pair.sort((a, b) => a.postedAt.getTime() - b.postedAt.getTime() || a.id - b.id);
    const [older, newer] = pair;
    await moderateProperties(actor, { action: "delete", ids: [newer.id] });
    // Saved by buyers: kept through the listing that stays.
    await db.execute(sql`
      insert into favourites (user_id, property_id, created_at)
      select user_id, ${older.id}, created_at from favourites where property_id = ${newer.id}
      on conflict do nothing`);
    Object.assign(after, { kept: older.id, removed: newer.id });
    message = `Merged: listing #${newer.id} removed, #${older.id} kept with its price history.`;
  }

  let relabelled: { sellerId: number; ids: number[] } | null = null;
  await db.transaction(async (tx) => {
    const done = await tx
      .update(trustFlags)
      .set({
        status: STATUS[input.decision],
        decidedAt: new Date(),
        decidedBy: actor.id,
        decisionNote: input.note || null,
      })
      .where(and(eq(trustFlags.id, flag.id), eq(trustFlags.status, "open")))
      .returning({ id: trustFlags.id });
    if (done.length === 0) throw new AppError("This flag was decided meanwhile.", 409);
    if (input.decision === "relabel") {
      const [listing] = await tx
        .select({ sellerId: properties.sellerId })
        .from(properties)
        .where(eq(properties.id, flag.propertyId));
      await tx
        .update(sellerProfiles)
        .set({ kind: "agent", updatedAt: new Date() })
        .where(eq(sellerProfiles.userId, listing.sellerId));
      const ids = await tx
        .update(properties)
        .set({ postedBy: "agent", updatedAt: new Date() })
        .where(
          and(eq(properties.sellerId, listing.sellerId), eq(properties.postedBy, "individual")),
        )
        .returning({ id: properties.id });
      relabelled = { sellerId: listing.sellerId, ids: ids.map((r) => r.id) };
      Object.assign(after, { sellerId: listing.sellerId, kind: "agent", listings: ids.length });
      await notifyUsers(tx, [
        {
          userId: listing.sellerId,
          kind: "account_relabelled",
          title: "Your account now lists as an agent",
          body: 'Our team found that your listings are posted for several owners, so they now say "Posted by agent". Contact us if this is a mistake.',
          link: "/saller/update-profile",
        },
      ]);
      message = `The seller is now labelled an agent (${ids.length} listing${ids.length === 1 ? "" : "s"} relabelled).`;
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: `trust_flag.${input.decision}`,
      entity: "property",
      entityId: flag.propertyId,
      before: { flag: flag.id, kind: flag.kind, status: "open", other: flag.otherPropertyId },
      after,
      reason: input.note || null,
    });
  });
  const r = relabelled as { sellerId: number; ids: number[] } | null;
  if (r) {
    expireTags([
      tags.properties,
      tags.featured,
      tags.broker(r.sellerId),
      ...r.ids.map((id) => tags.property(id)),
    ]);
  }
  return { flagId: flag.id, status: STATUS[input.decision], message };
}
