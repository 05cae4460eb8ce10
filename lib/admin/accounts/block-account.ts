import { enqueueListingsActivated } from "@/lib/alerts/alert-jobs";
import "server-only";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { AppError, ForbiddenError, NotFoundError } from "@/lib/auth/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { cities, projects, properties, users } from "@/lib/db/schema";
import { accountIdSchema, blockAccountSchema } from "@/lib/validation/admin";
import { expireTags } from "@/lib/cache/expire-tags";
import type { Tx } from "../tx";

export type BlockResult = { userId: number; listings: number[]; projects: number[] };

async function lockAccount(tx: Tx, actor: AdminActor, userId: number) {
  const [account] = await tx
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      blockedReason: users.blockedReason,
      phoneVerifiedAt: users.phoneVerifiedAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!account) throw new NotFoundError(`Account #${userId} does not exist.`);
  if (account.role === "admin" || account.id === actor.id) {
    throw new ForbiddenError("Administrator accounts cannot be blocked or unblocked here.");
  }
  return account;
}

async function citySlugsOf(tx: Tx, listingIds: number[]): Promise<string[]> {
  if (listingIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ slug: cities.slug })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(inArray(properties.id, listingIds));
  return rows.map((row) => row.slug);
}

function expireListingTags(userId: number, result: BlockResult, citySlugs: string[]): void {
  expireTags([
    tags.broker(userId),
    ...(result.listings.length > 0 ? [tags.properties, tags.featured] : []),
    ...result.listings.map((id) => tags.property(id)),
    ...citySlugs.map((slug) => tags.cityProperties(slug)),
    ...(result.projects.length > 0 ? [tags.projects] : []),
    ...result.projects.map((id) => tags.project(id)),
  ]);
}

/** Statuses with a public page: these go down with a blocked seller and come back after. */
const PUBLIC_STATUSES = ["active", "sold", "rented"] as const;

/**
 * Blocks a user or seller with a reason. Their sessions end (token version bump), and in the
 * same transaction every public listing and project of a seller (active, sold, rented) goes
 * to 'blocked' with its previous status kept in `held_status` — search and listing pages show
 * only public statuses, so they disappear at once. `held_status` remembers exactly which rows
 * to bring back, and as what, on unblock; listings an admin blocked for their own reasons have
 * no held status and stay blocked.
 */
export async function blockAccount(
  actor: AdminActor,
  input: { userId: number; reason: string },
): Promise<BlockResult> {
  assertAdmin(actor);
  const { userId, reason } = blockAccountSchema.parse(input);
  const db = await getDb();
  const now = new Date();
  const { result, citySlugs } = await db.transaction(async (tx) => {
    const account = await lockAccount(tx, actor, userId);
    if (account.status === "blocked") throw new AppError("This account is already blocked.", 409);
    await tx
      .update(users)
      .set({
        status: "blocked",
        blockedReason: reason,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    const hidden = await tx
      .update(properties)
      .set({ heldStatus: sql`${properties.status}`, status: "blocked", updatedAt: now })
      .where(and(eq(properties.sellerId, userId), inArray(properties.status, PUBLIC_STATUSES)))
      .returning({ id: properties.id });
    const hiddenProjects = await tx
      .update(projects)
      .set({ heldStatus: sql`${projects.status}`, status: "blocked", updatedAt: now })
      .where(and(eq(projects.builderId, userId), inArray(projects.status, PUBLIC_STATUSES)))
      .returning({ id: projects.id });
    const result: BlockResult = {
      userId,
      listings: hidden.map((row) => row.id),
      projects: hiddenProjects.map((row) => row.id),
    };
    await recordAudit(tx, {
      actorId: actor.id,
      action: "account.block",
      entity: "user",
      entityId: userId,
      before: { status: account.status, blockedReason: account.blockedReason },
      after: {
        status: "blocked",
        blockedReason: reason,
        listingsBlocked: result.listings,
        projectsBlocked: result.projects,
      },
      reason,
    });
    return { result, citySlugs: await citySlugsOf(tx, result.listings) };
  });
  expireListingTags(userId, result, citySlugs);
  return result;
}

/** Unblocks an account and restores exactly the listings and projects its block took down. */
export async function unblockAccount(
  actor: AdminActor,
  input: { userId: number },
): Promise<BlockResult> {
  assertAdmin(actor);
  const { userId } = accountIdSchema.parse(input);
  const db = await getDb();
  const now = new Date();
  const { result, citySlugs } = await db.transaction(async (tx) => {
    const account = await lockAccount(tx, actor, userId);
    if (account.status !== "blocked") throw new AppError("This account is not blocked.", 409);
    if (account.deletedAt) {
      throw new AppError("Its owner deleted this account; it cannot be unblocked.", 409);
    }
    const status = account.phoneVerifiedAt ? "active" : "pending";
    await tx
      .update(users)
      .set({ status, blockedReason: null, updatedAt: now })
      .where(eq(users.id, userId));
    const restored = await tx
      .update(properties)
      .set({ status: sql`${properties.heldStatus}`, heldStatus: null, updatedAt: now })
      .where(
        and(
          eq(properties.sellerId, userId),
          eq(properties.status, "blocked"),
          isNotNull(properties.heldStatus),
        ),
      )
      .returning({ id: properties.id, status: properties.status });
    // Listings live again are matched against saved searches (in the background).
    await enqueueListingsActivated(
      tx,
      restored.filter((row) => row.status === "active").map((row) => row.id),
    );
    const restoredProjects = await tx
      .update(projects)
      .set({ status: sql`${projects.heldStatus}`, heldStatus: null, updatedAt: now })
      .where(
        and(
          eq(projects.builderId, userId),
          eq(projects.status, "blocked"),
          isNotNull(projects.heldStatus),
        ),
      )
      .returning({ id: projects.id });
    const result: BlockResult = {
      userId,
      listings: restored.map((row) => row.id),
      projects: restoredProjects.map((row) => row.id),
    };
    await recordAudit(tx, {
      actorId: actor.id,
      action: "account.unblock",
      entity: "user",
      entityId: userId,
      before: { status: account.status, blockedReason: account.blockedReason },
      after: { status, listingsRestored: result.listings, projectsRestored: result.projects },
    });
    return { result, citySlugs: await citySlugsOf(tx, result.listings) };
  });
  expireListingTags(userId, result, citySlugs);
  return result;
}
