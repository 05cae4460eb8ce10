import type { payments } from "@/lib/db/schema";
import type { PaymentStatus } from "@/lib/validation/admin";

/** A row of the payments table, as the capture, refund and deferred-event steps read it. */
export type PaymentRow = typeof payments.$inferSelect;

/**
 * The order/payment state machine. An order starts `created`; a captured payment completes it
 * (also after a failed attempt: Checkout lets the buyer retry on the same order); only a
 * completed payment can be refunded; completed and refunded never go back.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  created: ["pending", "completed", "failed"],
  pending: ["completed", "failed"],
  failed: ["completed", "failed"],
  completed: ["refunded"],
  refunded: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}
