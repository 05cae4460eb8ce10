import "server-only";
import { redirect } from "next/navigation";
import { getCurrentActor, type SellerActor } from "@/lib/auth/current-user";

/**
 * For seller pages: the signed-in seller, or a redirect to the seller login that comes back
 * here afterwards (also for signed-in buyers, who need a seller account).
 */
export async function requireSellerPage(path: string): Promise<SellerActor> {
  const actor = await getCurrentActor();
  if (actor?.role === "seller" && actor.sellerKind) return actor as SellerActor;
  redirect(`/saller/login?next=${encodeURIComponent(path)}`);
}

/** True when the visitor is signed in with a seller account (public "post" pages). */
export async function isSignedInSeller(): Promise<boolean> {
  const actor = await getCurrentActor();
  return actor?.role === "seller" && actor.sellerKind !== null;
}
