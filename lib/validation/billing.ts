/**
 * Checkout, billing and payment-admin inputs: one schema each for the client, the server action
 * (safeParse) and the type. Isomorphic.
 */
import { z } from "zod";

const id = (label: string) =>
  z.coerce
    .number({ error: `Unknown ${label}.` })
    .int(`Unknown ${label}.`)
    .positive(`Unknown ${label}.`)
    .max(2_147_483_647, `Unknown ${label}.`);

/** Razorpay-style ids: order_…, pay_…, rfnd_… (letters and digits after the prefix). */
const providerId = (prefix: string, label: string) =>
  z
    .string({ error: `The ${label} is missing.` })
    .trim()
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{6,40}$`), `The ${label} is not valid.`);

export const orderIdSchema = providerId("order", "order id");
export const providerPaymentIdSchema = providerId("pay", "payment id");

/** The browser sends only which plan: the price is looked up on the server. */
export const checkoutSchema = z.object({ planId: id("plan") }).strict();

/** What Razorpay Checkout hands the browser after a successful payment. */
export const confirmCheckoutSchema = z.object({
  orderId: orderIdSchema,
  paymentId: providerPaymentIdSchema,
  signature: z
    .string({ error: "The payment signature is missing." })
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, "The payment signature is not valid."),
});
export type ConfirmCheckoutInput = z.infer<typeof confirmCheckoutSchema>;

/** Checkout's payment.failed callback (no signature: it can only record a failed attempt). */
export const failedCheckoutSchema = z.object({
  orderId: orderIdSchema,
  paymentId: providerPaymentIdSchema.optional(),
  reason: z.string().trim().max(300).optional(),
});

export const sandboxPaySchema = z.object({ orderId: orderIdSchema });

/** GSTIN: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity digit, Z, check. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const billingDetailsSchema = z.object({
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === "" || GSTIN_PATTERN.test(v), {
      message: "Enter a 15-character GSTIN such as 23ABCDE1234F1Z5, or leave it empty.",
    })
    .default(""),
});
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;

export const refundSchema = z.object({
  paymentId: id("payment"),
  reason: z
    .string({ error: "Give a reason for the refund." })
    .trim()
    .min(5, "Give a reason for the refund (at least 5 characters).")
    .max(500, "Keep the reason under 500 characters."),
});

export const grantPlanSchema = z.object({
  sellerId: id("seller"),
  planId: id("plan"),
  reason: z
    .string({ error: "Give a reason for the grant." })
    .trim()
    .min(5, "Give a reason for the grant (at least 5 characters).")
    .max(500, "Keep the reason under 500 characters."),
});

export const invoiceIdSchema = id("invoice");

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.number().int().nonnegative(),
  status: z.string().optional(),
  method: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
});

const refundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int().nonnegative(),
  status: z.string(),
});

/** The parts of a Razorpay webhook body this app reads (other fields pass through). */
export const razorpayWebhookSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    refund: z.object({ entity: refundEntity }).optional(),
  }),
});
export type RazorpayWebhook = z.infer<typeof razorpayWebhookSchema>;
