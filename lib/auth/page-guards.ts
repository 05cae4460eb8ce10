import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale, localizedPath, splitLocale } from "@/lib/i18n/locales";
import { cache } from "react";
import {
  assertAdmin,
  assertSeller,
  getCurrentActor,
  type Actor,
  type AdminActor,
  type SellerActor,
} from "./current-user";
import { REQUEST_PATH_HEADER } from "./request-path";

/** The signed-in account, read once per request however many layouts and pages ask. */
const actorForRequest = cache(getCurrentActor);

function loginUrl(base: string, next?: string | null): string {
  return next ? `${base}?next=${encodeURIComponent(next)}` : base;
}

/**
 * For seller pages and layouts: the signed-in seller, or a redirect to /saller/login that comes
 * back afterwards — no session, a stale one, or a buyer's or admin's session alike. Without
 * `next` it returns to the path proxy.ts passed on (a layout does not know its URL).
 */
export async function requireSellerPage(next?: string): Promise<SellerActor> {
  const actor = await actorForRequest();
  if (!actor || actor.role !== "seller" || !actor.sellerKind) {
    // The login in the page's language (/hi/saller/login from a Hindi page).
    const locale = await getLocale();
    const asked = next ?? (await headers()).get(REQUEST_PATH_HEADER);
    redirect(
      localizedPath(
        isLocale(locale) ? locale : DEFAULT_LOCALE,
        loginUrl("/saller/login", asked && splitLocale(asked).path),
      ),
    );
  }
  return assertSeller(actor);
}

/** True when the visitor is signed in with a seller account (public "post" pages). */
export async function isSignedInSeller(): Promise<boolean> {
  const actor = await actorForRequest();
  return actor?.role === "seller" && actor.sellerKind !== null;
}

/** For admin pages and layouts: the signed-in admin, or a redirect to /admin/login. */
export async function requireAdminPage(next?: string): Promise<AdminActor> {
  const actor = await actorForRequest();
  if (!actor || actor.role !== "admin") redirect(loginUrl("/admin/login", next));
  return assertAdmin(actor);
}

/** A site path in the page's language ("/" → "/hi" on a Hindi page), for a redirect. */
export async function pagePath(path: string): Promise<string> {
  const locale = await getLocale();
  return localizedPath(isLocale(locale) ? locale : DEFAULT_LOCALE, path);
}

/** For /profile: any signed-in account, or home (in the page's language). */
export async function requireUserPage(): Promise<Actor> {
  const actor = await actorForRequest();
  if (!actor) redirect(await pagePath("/"));
  return actor;
}
