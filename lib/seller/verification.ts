import "server-only";
import { desc, eq } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import { AppError, ForbiddenError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { brokerRequests, sellerProfiles } from "@/lib/db/schema";
import { documentKeyPattern, privateDocumentUrl } from "@/lib/media/upload-document";
import { getPrivateStorage } from "@/lib/storage/storage";
import { verificationRequestSchema } from "@/lib/validation/seller";

export type VerificationState = {
  /** Only agents ask to be verified (builders' RERA numbers are per project). */
  eligible: boolean;
  /** The badge's name: a verified agent, builder or owner. */
  kind: SellerActor["sellerKind"];
  verified: boolean;
  verifiedAt: string | null;
  request: {
    id: number;
    status: "pending" | "approved" | "rejected";
    reraNumber: string;
    reraState: string;
    reason: string | null;
    createdAt: string;
  } | null;
};

export async function getVerificationState(seller: SellerActor): Promise<VerificationState> {
  const db = await getDb();
  const [[profile], [request]] = await Promise.all([
    db
      .select({ verified: sellerProfiles.verified, verifiedAt: sellerProfiles.verifiedAt })
      .from(sellerProfiles)
      .where(eq(sellerProfiles.userId, seller.id))
      .limit(1),
    db
      .select({
        id: brokerRequests.id,
        status: brokerRequests.status,
        reraNumber: brokerRequests.reraNumber,
        reraState: brokerRequests.reraState,
        reason: brokerRequests.reason,
        createdAt: brokerRequests.createdAt,
      })
      .from(brokerRequests)
      .where(eq(brokerRequests.sellerId, seller.id))
      .orderBy(desc(brokerRequests.createdAt), desc(brokerRequests.id))
      .limit(1),
  ]);
  return {
    eligible: seller.sellerKind === "agent",
    kind: seller.sellerKind,
    verified: profile?.verified ?? false,
    verifiedAt: profile?.verifiedAt?.toISOString() ?? null,
    request: request
      ? {
          ...request,
          status: (["pending", "approved", "rejected"].includes(request.status)
            ? request.status
            : "pending") as "pending" | "approved" | "rejected",
          createdAt: request.createdAt.toISOString(),
        }
      : null,
  };
}

/** An agent asks to be verified: RERA agent number, state, and a registration document. */
export async function submitVerificationRequest(
  seller: SellerActor,
  raw: unknown,
): Promise<{ id: number }> {
  if (seller.sellerKind !== "agent") {
    throw new ForbiddenError(
      "Verification requests are for agents with a RERA agent registration.",
    );
  }
  const input = verificationRequestSchema.parse(raw);
  const state = await getVerificationState(seller);
  if (state.verified) throw new AppError("Your account is already verified.", 409);
  if (state.request?.status === "pending") {
    throw new AppError("You already have a request under review.", 409);
  }
  if (
    !documentKeyPattern("verification", seller.id).test(input.documentKey) ||
    !(await getPrivateStorage().exists(input.documentKey))
  ) {
    throw new AppError("The document was not found — please upload it again.", 422, {
      documentKey: "Upload the document again",
    });
  }
  const db = await getDb();
  const [row] = await db
    .insert(brokerRequests)
    .values({
      sellerId: seller.id,
      reraNumber: input.reraNumber.toUpperCase(),
      reraState: input.reraState,
      documentUrl: privateDocumentUrl(input.documentKey),
      status: "pending",
    })
    .returning({ id: brokerRequests.id });
  return { id: row.id };
}
