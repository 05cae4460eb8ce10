import "server-only";
import type { AdminActor } from "@/lib/auth/current-user";
import { recordAudit } from "@/lib/audit/record-audit";
import type { ModerationCommand } from "@/lib/validation/admin";
import type { ListingStatus } from "@/lib/validation/property-enums";
import { notifyUsers } from "../notify";
import type { Tx } from "../tx";
import { sellerNotice, type ModerationPatch } from "./moderation-rules";

/** A listing or project as it was before the decision. */
export type ModeratedRow = {
  id: number;
  title: string;
  /** The seller or builder who owns it. */
  ownerId: number;
  status: ListingStatus;
  featuredUntil: Date | null;
  rejectionReason: string | null;
};

/**
 * What every moderation decision writes besides the rows themselves, in the same transaction:
 * one audit entry per listing or project (status, featured-until and reason before and after)
 * and the owner's notification when they need to be told.
 */
export async function recordModeration(
  tx: Tx,
  actor: AdminActor,
  kind: "listing" | "project",
  command: ModerationCommand,
  patch: ModerationPatch,
  rows: readonly ModeratedRow[],
): Promise<void> {
  const entity = kind === "listing" ? "property" : "project";
  const reason = "reason" in command ? command.reason : null;
  await recordAudit(
    tx,
    rows.map((row) => ({
      actorId: actor.id,
      action: `${entity}.${command.action}`,
      entity,
      entityId: row.id,
      before: {
        status: row.status,
        featuredUntil: row.featuredUntil,
        rejectionReason: row.rejectionReason,
      },
      after: {
        status: patch.status ?? row.status,
        featuredUntil: patch.featuredUntil === undefined ? row.featuredUntil : patch.featuredUntil,
        rejectionReason:
          patch.rejectionReason === undefined ? row.rejectionReason : patch.rejectionReason,
      },
      reason,
    })),
  );
  await notifyUsers(
    tx,
    rows.flatMap((row) => {
      const notice = sellerNotice(command, { kind, id: row.id, title: row.title });
      return notice ? [{ userId: row.ownerId, ...notice }] : [];
    }),
  );
}
