"use client";

import { useState } from "react";
import { refundPaymentAction } from "@/lib/payments/actions";
import { refundSchema } from "@/lib/validation/billing";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAdminAction } from "../ui/use-admin-action";

/** Refunds a paid payment in full through the provider, with a reason for the audit log. */
export function RefundButton({ paymentId, label }: { paymentId: number; label: string }) {
  const [open, setOpen] = useState(false);
  const { run } = useAdminAction();
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Refund ${label}`}
        className="rounded px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50"
      >
        Refund
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Refund ${label}?`}
        description="The full amount goes back through the payment provider; the plan it bought ends and listings above the seller's remaining quota are paused."
        field={{
          kind: "reason",
          label: "Reason",
          schema: refundSchema.shape.reason,
          errorKey: "reason",
          placeholder: "Why is this payment refunded?",
        }}
        confirmLabel="Refund"
        tone="danger"
        onConfirm={(reason) => run(() => refundPaymentAction({ paymentId, reason }))}
      />
    </>
  );
}
