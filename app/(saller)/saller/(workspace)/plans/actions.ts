"use server";

import { requireSeller } from "@/lib/auth/current-user";
import { runAction, type ActionResult } from "@/lib/http/action";
import type { CaptureResult } from "@/lib/payments/apply-payment";
import { startCheckout, type CheckoutSession } from "@/lib/payments/checkout";
import { confirmCheckout, recordCheckoutFailure } from "@/lib/payments/confirm-checkout";
import { failInSandbox, payInSandbox } from "@/lib/payments/sandbox-checkout";
import {
  checkoutSchema,
  confirmCheckoutSchema,
  failedCheckoutSchema,
  sandboxPaySchema,
} from "@/lib/validation/billing";

// Each action parses its arguments with zod before anything else; lib/ parses them again.

export async function startCheckoutAction(input: unknown): Promise<ActionResult<CheckoutSession>> {
  return runAction(async () => startCheckout(await requireSeller(), checkoutSchema.parse(input)));
}

export async function confirmCheckoutAction(input: unknown): Promise<ActionResult<CaptureResult>> {
  return runAction(async () =>
    confirmCheckout(await requireSeller(), confirmCheckoutSchema.parse(input)),
  );
}

export async function recordCheckoutFailureAction(
  input: unknown,
): Promise<ActionResult<{ status: string }>> {
  return runAction(async () =>
    recordCheckoutFailure(await requireSeller(), failedCheckoutSchema.parse(input)),
  );
}

export async function sandboxPayAction(input: unknown): Promise<ActionResult<CaptureResult>> {
  return runAction(async () => payInSandbox(await requireSeller(), sandboxPaySchema.parse(input)));
}

export async function sandboxFailAction(input: unknown): Promise<ActionResult<{ status: string }>> {
  return runAction(async () => failInSandbox(await requireSeller(), sandboxPaySchema.parse(input)));
}
