import "server-only";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import { AppError, NotFoundError, UnauthorizedError } from "@/lib/auth/errors";
import { getDb, type Db } from "@/lib/db/client";
import { savedSearches, savedSearchMatches } from "@/lib/db/schema";
import {
  MAX_SAVED_SEARCHES,
  saveSearchSchema,
  savedSearchIdSchema,
  updateSavedSearchSchema,
  type AlertFrequency,
  type SaveSearchInput,
  type UpdateSavedSearchInput,
} from "@/lib/validation/saved-search";
import { appliedFromQuery, criteriaFromApplied } from "./saved-search-criteria";

export type SavedSearchItem = {
  id: number;
  name: string;
  href: string;
  frequency: AlertFrequency;
  paused: boolean;
  emailEnabled: boolean;
  smsEnabled: boolean;
  newMatches: number;
  createdAt: string;
};

export const SAVED_SEARCH_LIMIT_MESSAGE = `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one in My Profile to save this search.`;

function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new UnauthorizedError("Please log in to save searches.");
  return actor;
}

/** The city id of a saved search: known city by slug, else by exact name; 0 = unknown city. */
async function cityIdFor(db: Db, city: string | null, slug: string | null): Promise<number | null> {
  if (!city) return null;
  const result = await db.execute<{ id: number }>(
    slug
      ? sql`select id from cities where slug = ${slug} limit 1`
      : sql`select id from cities where lower(name) = lower(${city}) limit 1`,
  );
  return result.rows[0] ? Number(result.rows[0].id) : 0;
}

/**
 * Saves the search of a results page (its query string) for the signed-in buyer, with a name
 * and how often to be told about new matches. At most MAX_SAVED_SEARCHES per buyer.
 */
export async function saveSearch(
  actor: Actor | null,
  input: SaveSearchInput,
): Promise<{ id: number }> {
  const who = requireActor(actor);
  const { query, name, frequency, sms } = saveSearchSchema.parse(input);
  const criteria = criteriaFromApplied(appliedFromQuery(query));
  const db = await getDb();
  const cityId = await cityIdFor(db, criteria.city, criteria.citySlug);
  return db.transaction(async (tx) => {
    // Serialises this buyer's saves, so two at once cannot both take the 50th place.
    await tx.execute(sql`select id from users where id = ${who.id} for update`);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, who.id));
    if (n >= MAX_SAVED_SEARCHES) throw new AppError(SAVED_SEARCH_LIMIT_MESSAGE, 409);
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId: who.id,
        name,
        frequency,
        smsEnabled: sms,
        query: criteria.query,
        dealType: criteria.dealType,
        searchType: criteria.searchType,
        cityId,
        state: criteria.state,
        locality: criteria.locality,
        localitySlug: criteria.localitySlug,
        minPrice: criteria.minPrice,
        maxPrice: criteria.maxPrice,
        bhk: criteria.bhk,
        minArea: criteria.minArea,
        maxArea: criteria.maxArea,
        furnishing: criteria.furnishing,
        possession: criteria.possession,
        postedBy: criteria.postedBy,
        verified: criteria.verified,
        amenities: criteria.amenities,
        keywords: criteria.keywords,
      })
      .returning({ id: savedSearches.id });
    return { id: row.id };
  });
}

/** The buyer's saved searches, newest first, each with its matches since the last visit. */
export async function listSavedSearches(actor: Pick<Actor, "id">): Promise<SavedSearchItem[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      paused: savedSearches.paused,
      emailEnabled: savedSearches.emailEnabled,
      smsEnabled: savedSearches.smsEnabled,
      createdAt: savedSearches.createdAt,
      newMatches: sql<number>`(select count(*)::int from ${savedSearchMatches} m
        where m.saved_search_id = ${savedSearches.id} and m.matched_at > ${savedSearches.lastViewedAt})`,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, actor.id))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    href: `/search-results?${r.query}`,
    frequency: r.frequency,
    paused: r.paused,
    emailEnabled: r.emailEnabled,
    smsEnabled: r.smsEnabled,
    newMatches: Number(r.newMatches),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Renames, changes the frequency or channels of, pauses or resumes one of the buyer's own searches. */
export async function updateSavedSearch(
  actor: Actor | null,
  input: UpdateSavedSearchInput,
): Promise<{ id: number }> {
  const who = requireActor(actor);
  const { id, ...patch } = updateSavedSearchSchema.parse(input);
  const db = await getDb();
  const rows = await db
    .update(savedSearches)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, who.id)))
    .returning({ id: savedSearches.id });
  if (!rows[0]) throw new NotFoundError("This saved search does not exist.");
  return rows[0];
}

export async function deleteSavedSearch(actor: Actor | null, input: unknown): Promise<void> {
  const who = requireActor(actor);
  const { id } = savedSearchIdSchema.parse(input);
  const db = await getDb();
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, who.id)))
    .returning({ id: savedSearches.id });
  if (!rows[0]) throw new NotFoundError("This saved search does not exist.");
}

/**
 * "Run": the buyer opens the search; its new matches count as seen. Returns the results URL.
 * A POST (server action), never a page view, so looking at a page writes nothing.
 */
export async function openSavedSearch(actor: Actor | null, input: unknown): Promise<string> {
  const who = requireActor(actor);
  const { id } = savedSearchIdSchema.parse(input);
  const db = await getDb();
  const rows = await db
    .update(savedSearches)
    .set({ lastViewedAt: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, who.id)))
    .returning({ query: savedSearches.query });
  if (!rows[0]) throw new NotFoundError("This saved search does not exist.");
  return `/search-results?${rows[0].query}`;
}
