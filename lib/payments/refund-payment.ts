import "server-only";
import { eq } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { AppError, NotFoundError } from "@/lib/auth/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { getDb } from "@/lib/db/client";
import { payments } from "@/lib/db/schema";
import { refundSchema } from "@/lib/validation/billing";
import { applyRefund, refundedPaise, revalidateListings } from "./apply-refund";
import { getPaymentProvider } from "./provider/get-payment-provider";

/**
 * An admin refunds a paid payment in full through the provider (what is left of it after any
 * partial refunds). The order row stays locked while the provider is asked, so two clicks never
 * refund twice; an unpaid payment is refused.
 */
export async function refundPayment(
  actor: AdminActor,
  raw: unknown,
  now: Date = new Date(),
): Promise<{ status: "refunded" | "pending" }> {
  assertAdmin(actor);
  const { paymentId, reason } = refundSchema.parse(raw);
  const provider = getPaymentProvider();
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for("update");
    if (!payment) throw new NotFoundError(`Payment #${paymentId} does not exist.`);
    if (payment.status !== "completed" || !payment.providerPaymentId) {
      throw new AppError("Only a paid payment can be refunded.", 409);
    }
    if (payment.provider !== provider.name) {
      throw new AppError(
        `This payment was taken by ${payment.provider}, which is not in use now.`,
        409,
      );
    }
    const remaining = payment.amountPaise - (await refundedPaise(tx, payment.id));
    if (remaining <= 0) throw new AppError("This payment is already being refunded.", 409);
    const refund = await provider.refund(payment.providerPaymentId, remaining, {
      reason: reason.slice(0, 250),
    });
    const applied = await applyRefund(
      tx,
      {
        payment,
        providerRefundId: refund.id,
        amountPaise: refund.amountPaise,
        status: refund.status,
        reason,
        actorId: actor.id,
      },
      now,
    );
    await recordAudit(tx, {
      actorId: actor.id,
      action: "payment.refund",
      entity: "payment",
      entityId: payment.id,
      before: { status: payment.status, amountPaise: payment.amountPaise },
      after: {
        status: applied.outcome === "refunded" ? "refunded" : payment.status,
        refundId: refund.id,
        // Its own key: under amountPaise a full refund equals the payment's amount and an
        // audit entry leaves equal fields out, so the entry would not say what was refunded.
        refundedPaise: refund.amountPaise,
      },
      reason,
    });
    return { applied, status: refund.status };
  });
  revalidateListings(result.applied.pausedListings);
  return { status: result.applied.outcome === "refunded" ? "refunded" : "pending" };
}
