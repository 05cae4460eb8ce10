import "server-only";
import { redirect } from "next/navigation";
import {
  assertAdmin,
  assertSeller,
  getCurrentActor,
  type Actor,
  type AdminActor,
  type SellerActor,
} from "./current-user";

function loginUrl(base: string, next?: string): string {
  return next ? `${base}?next=${encodeURIComponent(next)}` : base;
}

/**
 * For seller pages and layouts: the signed-in seller, or a redirect to /saller/login (with
 * `next`) — no session, a stale one, or a buyer's or admin's session alike.
 */
export async function requireSellerPage(next?: string): Promise<SellerActor> {
  const actor = await getCurrentActor();
  if (!actor || actor.role !== "seller" || !actor.sellerKind) {
    redirect(loginUrl("/saller/login", next));
  }
  return assertSeller(actor);
}

/** For admin pages and layouts: the signed-in admin, or a redirect to /admin/login. */
export async function requireAdminPage(next?: string): Promise<AdminActor> {
  const actor = await getCurrentActor();
  if (!actor || actor.role !== "admin") redirect(loginUrl("/admin/login", next));
  return assertAdmin(actor);
}

/** For /profile: any signed-in account, or home. */
export async function requireUserPage(): Promise<Actor> {
  const actor = await getCurrentActor();
  if (!actor) redirect("/");
  return actor;
}
