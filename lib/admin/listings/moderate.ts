import "server-only";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { AppError, NotFoundError } from "@/lib/auth/errors";
import { expireTags } from "@/lib/cache/expire-tags";
import { getDb } from "@/lib/db/client";
import {
  moderationSchema,
  type ModerationCommand,
  type ModerationInput,
} from "@/lib/validation/admin";
import type { ListingStatus } from "@/lib/validation/property-enums";
import type { Tx } from "../tx";
import { ALLOWED_FROM, patchFor, refusalFor, type ModerationPatch } from "./moderation-rules";
import { recordModeration, type ModeratedRow } from "./record-moderation";

export type ModerationResult = { action: string; count: number };

/** What differs between moderating listings and moderating projects. */
export type ModerationTarget<Row extends ModeratedRow> = {
  kind: "listing" | "project";
  /** The rows as they are, locked until the transaction ends. */
  lock: (tx: Tx, ids: number[]) => Promise<Row[]>;
  /** Why a row may not be approved (its owner is blocked, no RERA number…), or null. */
  approveRefusal: (row: Row) => AppError | null;
  /** Writes the patch to those of `ids` whose status is one of `from`; returns the ids written. */
  update: (
    tx: Tx,
    ids: number[],
    patch: ModerationPatch,
    from: readonly ListingStatus[],
  ) => Promise<{ id: number }[]>;
  /** More work in the same transaction once every row has changed. */
  afterUpdate?: (tx: Tx, command: ModerationCommand, ids: number[]) => Promise<void>;
  /** The cache tags the changed rows show under. */
  tags: (rows: Row[]) => string[];
};

/**
 * One moderation decision on one or many listings or projects, in ONE transaction: every row
 * changes, each with its audit entry and owner notification, or none does. A reject or block
 * reason is what the owner sees (rejection_reason).
 */
export async function moderate<Row extends ModeratedRow>(
  actor: AdminActor,
  input: ModerationInput,
  target: ModerationTarget<Row>,
): Promise<ModerationResult> {
  assertAdmin(actor);
  const command = moderationSchema.parse(input);
  const { ids } = command;
  const noun = target.kind === "listing" ? "Listing" : "Project";
  const db = await getDb();
  const patch = patchFor(command, new Date());

  const changed = await db.transaction(async (tx) => {
    const before = await target.lock(tx, ids);
    const found = new Set(before.map((row) => row.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw new NotFoundError(`${noun} #${missing} does not exist.`);
    if (command.action === "approve") {
      for (const row of before) {
        const refusal = target.approveRefusal(row);
        if (refusal) throw refusal;
      }
    }

    // One statement for every selected row; if any is in the wrong state the count falls short
    // and the whole transaction (this update included) rolls back.
    const updated = await target.update(tx, ids, patch, ALLOWED_FROM[command.action]);
    if (updated.length !== ids.length) {
      const done = new Set(updated.map((row) => row.id));
      const refused = before.find((row) => !done.has(row.id))!;
      throw new AppError(refusalFor(command.action, refused, noun) ?? "Nothing was changed.", 409);
    }
    await target.afterUpdate?.(tx, command, ids);
    await recordModeration(tx, actor, target.kind, command, patch, before);
    return before;
  });

  expireTags(target.tags(changed));
  return { action: command.action, count: changed.length };
}
