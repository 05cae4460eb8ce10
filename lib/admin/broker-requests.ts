import "server-only";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { AppError, NotFoundError } from "@/lib/auth/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { brokerRequests, sellerProfiles, users } from "@/lib/db/schema";
import {
  brokerDecisionSchema,
  type BrokerDecision,
  type BrokerRequestFilters,
} from "@/lib/validation/admin";
import { notifyUsers } from "./notify";
import type { Paged } from "./paging";
import { expireTags } from "@/lib/cache/expire-tags";
import { fullNameSql } from "@/lib/db/full-name-sql";
import { selectPage } from "@/lib/admin/query-page";

export type BrokerRequestRow = {
  id: number;
  sellerId: number;
  agentName: string;
  email: string;
  companyName: string | null;
  reraNumber: string;
  reraState: string;
  documentUrl: string | null;
  status: string;
  reason: string | null;
  verified: boolean | null;
  createdAt: Date;
  decidedAt: Date | null;
};

/** Agents' RERA verification requests, pending first. */
export async function listBrokerRequests(
  actor: AdminActor,
  filters: BrokerRequestFilters,
): Promise<Paged<BrokerRequestRow>> {
  assertAdmin(actor);
  const db = await getDb();
  const where = filters.status ? eq(brokerRequests.status, filters.status) : undefined;
  return selectPage(
    filters.page,
    db
      .select({
        id: brokerRequests.id,
        sellerId: brokerRequests.sellerId,
        agentName: fullNameSql(),
        email: users.email,
        companyName: sellerProfiles.companyName,
        reraNumber: brokerRequests.reraNumber,
        reraState: brokerRequests.reraState,
        documentUrl: brokerRequests.documentUrl,
        status: brokerRequests.status,
        reason: brokerRequests.reason,
        verified: sellerProfiles.verified,
        createdAt: brokerRequests.createdAt,
        decidedAt: brokerRequests.decidedAt,
      })
      .from(brokerRequests)
      .innerJoin(users, eq(users.id, brokerRequests.sellerId))
      .leftJoin(sellerProfiles, eq(sellerProfiles.userId, brokerRequests.sellerId))
      .where(where)
      .orderBy(
        sql`case when ${brokerRequests.status} = 'pending' then 0 else 1 end`,
        desc(brokerRequests.createdAt),
        desc(brokerRequests.id),
      ),
    db.select({ total: count() }).from(brokerRequests).where(where),
  );
}

/**
 * Approves a request (the agent's profile becomes verified and takes the RERA number and
 * state from the request) or rejects it with a reason the agent is told. Pending requests only.
 */
export async function decideBrokerRequest(
  actor: AdminActor,
  input: BrokerDecision,
): Promise<{ requestId: number; status: "approved" | "rejected" }> {
  assertAdmin(actor);
  const decision = brokerDecisionSchema.parse(input);
  const db = await getDb();
  const now = new Date();
  const status = decision.decision === "approve" ? "approved" : "rejected";
  const sellerId = await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(brokerRequests)
      .where(eq(brokerRequests.id, decision.requestId))
      .for("update");
    if (!request) throw new NotFoundError(`Broker request #${decision.requestId} does not exist.`);
    if (request.status !== "pending") {
      throw new AppError(`This request was already ${request.status}.`, 409);
    }
    const reason = decision.decision === "reject" ? decision.reason : null;
    await tx
      .update(brokerRequests)
      .set({ status, reason, decidedBy: actor.id, decidedAt: now })
      .where(and(eq(brokerRequests.id, request.id), eq(brokerRequests.status, "pending")));
    if (status === "approved") {
      const updated = await tx
        .update(sellerProfiles)
        .set({
          verified: true,
          verifiedAt: now,
          reraNumber: request.reraNumber,
          reraState: request.reraState,
          updatedAt: now,
        })
        .where(eq(sellerProfiles.userId, request.sellerId))
        .returning({ userId: sellerProfiles.userId });
      if (updated.length === 0) {
        throw new AppError(
          "This agent has no seller profile, so the request cannot be approved.",
          409,
        );
      }
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: `broker_request.${decision.decision}`,
      entity: "broker_request",
      entityId: request.id,
      before: { status: request.status },
      after:
        status === "approved"
          ? { status, verified: true, reraNumber: request.reraNumber, reraState: request.reraState }
          : { status, reason },
      reason,
    });
    await notifyUsers(tx, [
      status === "approved"
        ? {
            userId: request.sellerId,
            kind: "verification_approved",
            title: "Verification approved",
            body: `RERA ${request.reraNumber} (${request.reraState}) now shows on your public profile with a verified badge.`,
            link: `/broker/${request.sellerId}`,
          }
        : {
            userId: request.sellerId,
            kind: "verification_rejected",
            title: "Verification not approved",
            body: `Your RERA verification request was not approved: ${reason ?? ""}`,
            link: "/saller/update-profile",
          },
    ]);
    return request.sellerId;
  });
  expireTags([tags.broker(sellerId)]);
  return { requestId: decision.requestId, status };
}
