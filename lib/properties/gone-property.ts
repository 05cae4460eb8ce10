import "server-only";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { rememberedGone, rememberGone } from "@/lib/cache/listing-state-memo";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { properties } from "@/lib/db/schema";
import { placeName } from "@/lib/geo/place-names-hi";
import type { Locale } from "@/lib/i18n/locales";
import { priceLabel } from "@/lib/properties/price-label";
import { loadSimilarProperties } from "@/lib/properties/similar";
import { propertyPath } from "@/lib/seo/urls";
import type { ListingStatus } from "@/lib/validation/property-enums";

/**
 * Statuses of a listing that was on the site and is not any more: its seller paused or deleted
 * it, or it expired. (One that never went live has no page to lose, and one an admin blocked —
 * a fake or a duplicate — is not named again: its address is a plain "Page not found".)
 */
export const GONE_STATUSES = [
  "paused",
  "expired",
  "deleted",
] as const satisfies readonly ListingStatus[];

export type SimilarLink = { href: string; title: string; place: string; price: string };

/** What the old address of a listing that left the site shows: its title and similar ones. */
export type GoneListing = { id: number; title: string; place: string; similar: SimilarLink[] };

/** The row of a listing that was public once (approved) and is now off the site. */
function goneWhere(id: number) {
  return and(
    eq(properties.id, id),
    inArray(properties.status, [...GONE_STATUSES]),
    isNotNull(properties.approvedAt),
  );
}

/** "Baner, Pune" in a language (Devanagari where the gazetteer has the names). */
function placeIn(locale: Locale, ...names: (string | null)[]): string {
  return names
    .filter((name): name is string => Boolean(name))
    .map((name) => placeName(name, locale))
    .join(", ");
}

/**
 * A listing that was public once (approved) and is now off the site; null otherwise. Places and
 * prices are written in `locale`; titles stay as their sellers typed them.
 */
export async function loadGoneListing(
  id: number,
  locale: Locale = "en",
): Promise<GoneListing | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: properties.id,
      title: properties.title,
      cityId: properties.cityId,
      cityName: properties.cityName,
      localityName: properties.localityName,
      propertyType: properties.propertyType,
      dealType: properties.dealType,
      price: properties.price,
    })
    .from(properties)
    .where(goneWhere(id))
    .limit(1);
  if (!row) return null;
  const similar = await loadSimilarProperties(row, 6);
  return {
    id: row.id,
    title: row.title,
    place: placeIn(locale, row.localityName, row.cityName),
    similar: similar.map((card) => ({
      href: propertyPath(card),
      title: card.title,
      place: placeIn(locale, card.localityName, card.cityName),
      price: priceLabel(card, locale),
    })),
  };
}

/** {@link loadGoneListing}, cached per id and language until the listing changes again. */
export async function getGoneListing(
  id: number,
  locale: Locale = "en",
): Promise<GoneListing | null> {
  "use cache";
  cacheLife("hours");
  cacheTag(tags.property(id), tags.properties);
  return loadGoneListing(id, locale);
}

/**
 * Whether listing `id` has left the site ({@link loadGoneListing} without the similar ones), for
 * lib/http/gone-listing-hook.ts, which asks on every visit of a listing page before Next.js sees
 * it: one indexed read, remembered a few seconds per process and forgotten when the listing's tag
 * expires (lib/cache/listing-state-memo.ts). Neither `'use cache'` (it needs a render) nor
 * `unstable_cache` (measured: it did not keep its answer when called from proxy.ts) serves it.
 */
export async function isListingGone(id: number): Promise<boolean> {
  const remembered = rememberedGone(id);
  if (remembered !== undefined) return remembered;
  const db = await getDb();
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(goneWhere(id))
    .limit(1);
  const gone = row !== undefined;
  rememberGone(id, gone);
  return gone;
}
