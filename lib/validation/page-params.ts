import { z } from "zod";
import { firstParam } from "@/lib/auth/search-param";

/**
 * Zod pieces for a page's `searchParams` (Next gives `string | string[] | undefined` per key).
 * Every piece falls back to its default on a bad or missing value, so an object schema built
 * from them cannot fail: a hand-edited URL shows the page as if the parameter were absent.
 */

/** The first value of a repeated parameter. */
const firstValue = (value: unknown): unknown => firstParam(value);

/** A text parameter (a search box's `q`) cut to `max` characters; "" when missing. */
export function textParam(max = 100) {
  return z
    .preprocess(
      firstValue,
      z.string().transform((s) => s.slice(0, max)),
    )
    .catch("");
}

/** A path to return to after signing in (`?next=`), checked later by safeNextPath; "" if absent. */
export const nextPathParam = z.preprocess(firstValue, z.string().max(2048)).catch("");

/** One of `values` (compared in lower case), or undefined. */
export function oneOfParam<const V extends string>(values: readonly [V, ...V[]]) {
  const lowered = (value: unknown) => {
    const v = firstValue(value);
    return typeof v === "string" ? v.toLowerCase() : v;
  };
  return z.preprocess(lowered, z.enum(values).optional()).catch(undefined);
}

/** A record id (positive integer), or null. */
export const idParam = z
  .preprocess(firstValue, z.coerce.number().int().positive().max(2_147_483_647).nullable())
  .catch(null);

/** A list's page number (1 to 1,000), or 1. */
export const pageParam = z
  .preprocess(firstValue, z.coerce.number().int().min(1).max(1000))
  .catch(1);

/** True when the parameter is present at all, even empty (`?paid`). */
export const flagParam = z
  .unknown()
  .optional()
  .transform((value) => value !== undefined);

/** True when the parameter has a non-empty value (`?registered=1`). */
export const setParam = z
  .unknown()
  .optional()
  .transform((value) => Boolean(firstValue(value)));
