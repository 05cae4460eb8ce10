import "server-only";
import { eq } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { NotFoundError } from "@/lib/auth/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { sellerProfiles } from "@/lib/db/schema";
import { verifySellerSchema } from "@/lib/validation/admin";
import { notifyUsers } from "../notify";
import { expireTags } from "@/lib/cache/expire-tags";

/** Marks a seller profile verified (or takes the mark away); the public broker page shows it. */
export async function setSellerVerified(
  actor: AdminActor,
  input: { userId: number; verified: boolean },
): Promise<{ userId: number; verified: boolean }> {
  assertAdmin(actor);
  const { userId, verified } = verifySellerSchema.parse(input);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ verified: sellerProfiles.verified, verifiedAt: sellerProfiles.verifiedAt })
      .from(sellerProfiles)
      .where(eq(sellerProfiles.userId, userId))
      .for("update");
    if (!profile) throw new NotFoundError(`Seller #${userId} does not exist.`);
    const now = new Date();
    await tx
      .update(sellerProfiles)
      .set({ verified, verifiedAt: verified ? now : null, updatedAt: now })
      .where(eq(sellerProfiles.userId, userId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: verified ? "seller.verify" : "seller.unverify",
      entity: "user",
      entityId: userId,
      before: { verified: profile.verified },
      after: { verified },
    });
    if (verified && !profile.verified) {
      await notifyUsers(tx, [
        {
          userId,
          kind: "verification_approved",
          title: "Your profile is verified",
          body: "Buyers now see a verified badge on your profile and listings.",
          link: "/saller/dashboard",
        },
      ]);
    }
  });
  // The badge is on the seller's listing cards too (search, city pages, home).
  expireTags([tags.broker(userId), tags.properties]);
  return { userId, verified };
}
