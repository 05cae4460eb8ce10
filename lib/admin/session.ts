import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getCurrentActor, type AdminActor } from "@/lib/auth/current-user";

/** The signed-in account, looked up once per request however many layouts and pages ask. */
export const currentActorForRequest = cache(getCurrentActor);

/**
 * For admin pages and layouts: the signed-in admin (re-checked in the database), or a redirect
 * to the admin login. Handlers and actions use `requireAdmin()` / `withAdmin` instead (401/403).
 */
export async function adminPageActor(): Promise<AdminActor> {
  const actor = await currentActorForRequest();
  if (!actor || actor.role !== "admin") redirect("/admin/login");
  return actor as AdminActor;
}
