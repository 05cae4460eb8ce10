"use client";

import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";

import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import {
  confirmCheckoutAction,
  recordCheckoutFailureAction,
  startCheckoutAction,
} from "@/lib/payments/actions";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { CheckoutSession } from "@/lib/payments/checkout";
import { Dialog } from "@/components/ui/dialog";
import type { BillingDetailsInput } from "@/lib/validation/billing";
import { BillingDetailsForm } from "./billing-details-form";
import { openRazorpayCheckout } from "./razorpay-checkout";

/**
 * Buys a plan: the server creates the order (the price never comes from here), then the
 * sandbox checkout page or Razorpay Checkout takes the payment.
 */
export function BuyPlanButton({
  planId,
  planName,
  billingDraft,
}: {
  planId: number;
  planName: string;
  /** Set while the seller has no billing details: they are asked (once) before checkout. */
  billingDraft: BillingDetailsInput | null;
}) {
  const t = useTranslations("seller.checkout");
  const phrase = usePhrase();
  const router = useLocalizedRouter();
  const hydrated = useHydrated();
  const [pending, start] = useTransition();
  const [askBilling, setAskBilling] = useState(false);
  const [needsBilling, setNeedsBilling] = useState(billingDraft !== null);

  const payWithRazorpay = (session: CheckoutSession) =>
    openRazorpayCheckout(session, {
      onSuccess: async (response) => {
        const result = await confirmCheckoutAction(response);
        if (!result.ok) {
          toast.error(result.message);
          return;
        }
        router.push(`/saller/billing?paid=${encodeURIComponent(session.orderId)}`);
        router.refresh();
      },
      onFailure: async (failure) => {
        await recordCheckoutFailureAction({ orderId: session.orderId, ...failure });
        toast.error("The payment failed. Nothing was charged and your plan did not change.");
      },
    });

  const checkout = () =>
    start(async () => {
      const result = await startCheckoutAction({ planId });
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      if (result.data.provider === "sandbox") {
        router.push(`/saller/plans/checkout?order=${encodeURIComponent(result.data.orderId)}`);
        return;
      }
      try {
        await payWithRazorpay(result.data);
      } catch (error) {
        toast.error((error as Error).message);
      }
    });

  return (
    <>
      <button
        type="button"
        disabled={!hydrated || pending}
        data-hydrated={hydrated}
        aria-label={t("buy", { plan: planName })}
        className="w-full rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        onClick={() => (needsBilling ? setAskBilling(true) : checkout())}
      >
        {pending ? t("starting") : t("buyPlan")}
      </button>
      {billingDraft ? (
        <Dialog
          open={askBilling}
          onClose={() => setAskBilling(false)}
          title={t("billingDetails")}
          closeLabel={t("close")}
          size="lg"
        >
          <div className="space-y-3 p-5">
            <p className="text-sm text-slate-600">{t("askOnce")}</p>
            <BillingDetailsForm
              initial={billingDraft}
              submitLabel={phrase("Save and continue to payment")}
              onSaved={() => {
                setNeedsBilling(false);
                setAskBilling(false);
                checkout();
              }}
            />
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
