import "server-only";
import { and, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import { NotFoundError, UnauthorizedError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { favourites, properties } from "@/lib/db/schema";
import { favouriteSchema, type FavouriteInput } from "@/lib/validation/favourite";

/**
 * Saves a listing to (or removes it from) the signed-in account's favourites. Saving needs an
 * active listing; removing always works. Idempotent both ways. Returns the new state.
 */
export async function setFavourite(
  actor: Actor | null,
  input: FavouriteInput,
): Promise<{ saved: boolean }> {
  if (!actor) throw new UnauthorizedError("Please log in to save properties.");
  const { propertyId, saved } = favouriteSchema.parse(input);
  const db = await getDb();
  if (!saved) {
    await db
      .delete(favourites)
      .where(and(eq(favourites.userId, actor.id), eq(favourites.propertyId, propertyId)));
    return { saved: false };
  }
  const [listing] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.status, "active")))
    .limit(1);
  if (!listing) throw new NotFoundError("This property is no longer available.");
  await db.insert(favourites).values({ userId: actor.id, propertyId }).onConflictDoNothing();
  return { saved: true };
}

/** Whether the account has saved this listing. */
export async function isFavourite(userId: number, propertyId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: favourites.propertyId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.propertyId, propertyId)))
    .limit(1);
  return Boolean(row);
}
