"use client";

import { useTranslations } from "next-intl";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";

import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { sandboxFailAction, sandboxPayAction } from "@/lib/payments/actions";
import { useHydrated } from "@/components/ui/use-hydrated";

/** The sandbox's stand-in for Razorpay Checkout: take the payment, or have it declined. */
export function SandboxCheckoutButtons({
  orderId,
  amountLabel,
}: {
  orderId: string;
  amountLabel: string;
}) {
  const t = useTranslations("seller.checkout");
  const router = useLocalizedRouter();
  const hydrated = useHydrated();
  const [pending, start] = useTransition();
  const pay = () =>
    start(async () => {
      const result = await sandboxPayAction({ orderId });
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      router.push(`/saller/billing?paid=${encodeURIComponent(orderId)}`);
      router.refresh();
    });
  const fail = () =>
    start(async () => {
      const result = await sandboxFailAction({ orderId });
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      router.push("/saller/plans?failed=1");
      router.refresh();
    });
  return (
    <div className="flex flex-wrap gap-3" data-hydrated={hydrated}>
      <button
        type="button"
        onClick={pay}
        disabled={!hydrated || pending}
        className="rounded-md bg-green-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-green-700 disabled:opacity-60"
      >
        {t("pay", { amount: amountLabel })}
      </button>
      <button
        type="button"
        onClick={fail}
        disabled={!hydrated || pending}
        className="rounded-md border border-red-300 px-5 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
      >
        {t("fail")}
      </button>
    </div>
  );
}
