import "server-only";
import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import { AppError, ForbiddenError } from "@/lib/auth/errors";
import { setSessionCookie } from "@/lib/auth/session-cookie";
import { encodeSessionToken } from "@/lib/auth/session-token";
import { getDb } from "@/lib/db/client";
import { sellerProfiles, users } from "@/lib/db/schema";
import { MESSAGES } from "@/lib/validation/auth";
import type { SellerKind } from "@/lib/validation/property-enums";
import { ACCOUNT_MESSAGES } from "./messages";

/** A signed-in buyer starts selling: the same account gets a seller profile and the seller role. */
export async function becomeSeller(
  actor: Actor,
  input: { sellerKind: SellerKind; companyName?: string },
): Promise<{ tokenVersion: number }> {
  if (actor.role === "admin") throw new ForbiddenError(ACCOUNT_MESSAGES.adminCannotSell);
  if (actor.role === "seller") throw new AppError(ACCOUNT_MESSAGES.alreadySeller, 409);
  const companyName = input.companyName?.trim() || null;
  if (input.sellerKind !== "individual" && !companyName) {
    throw new AppError(MESSAGES.companyRequired, 400, { companyName: MESSAGES.companyRequired });
  }
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx
      .insert(sellerProfiles)
      .values({ userId: actor.id, kind: input.sellerKind, companyName })
      .onConflictDoUpdate({
        target: sellerProfiles.userId,
        set: { kind: input.sellerKind, companyName, updatedAt: new Date() },
      });
    const [updated] = await tx
      .update(users)
      .set({ role: "seller", updatedAt: new Date() })
      .where(eq(users.id, actor.id))
      .returning({ tokenVersion: users.tokenVersion });
    return updated;
  });
}

/**
 * The "Start Selling" action: the account becomes a seller and this browser's session token is
 * re-issued with the seller role, so proxy.ts (which reads the role from the token) lets the new
 * seller into the workspace at once.
 */
export async function becomeSellerInSession(
  actor: Actor,
  input: { sellerKind: SellerKind; companyName?: string },
): Promise<void> {
  const { tokenVersion } = await becomeSeller(actor, input);
  const token = await encodeSessionToken({
    sub: String(actor.id),
    role: "seller",
    tv: tokenVersion,
    name: `${actor.firstName} ${actor.lastName}`,
  });
  await setSessionCookie(token);
}
