/**
 * Checkout, billing and payment-admin inputs: one schema each for the client, the server action
 * (safeParse) and the type. Isomorphic.
 */
import { z } from "zod";
import { gstinProblem, stateOfGstin } from "./gstin";
import { INDIAN_STATES } from "./seller";

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

const GSTIN_MESSAGES = {
  format: "Enter a 15-character GSTIN such as 27AAPFU0939F1ZV, or leave it empty.",
  checksum: "This GSTIN's last character does not match; check it for a typing mistake.",
  state: "This GSTIN starts with an unknown state code.",
} as const;

/** What a seller is billed to: asked once at checkout, kept, editable on the billing page. */
export const billingDetailsSchema = z
  .object({
    name: z
      .string({ error: "Enter the name to bill." })
      .trim()
      .min(2, "Enter the name to bill (a person or business).")
      .max(120, "Keep the name under 120 characters."),
    address: z
      .string({ error: "Enter the billing address." })
      .trim()
      .min(8, "Enter the full billing address.")
      .max(300, "Keep the address under 300 characters."),
    state: z.enum(INDIAN_STATES, { error: "Choose the state of the billing address." }),
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .default("")
      .superRefine((v, ctx) => {
        const problem = v === "" ? null : gstinProblem(v);
        if (problem) ctx.addIssue({ code: "custom", message: GSTIN_MESSAGES[problem] });
      }),
  })
  .superRefine((v, ctx) => {
    if (v.gstin && !gstinProblem(v.gstin) && stateOfGstin(v.gstin) !== v.state) {
      ctx.addIssue({
        code: "custom",
        path: ["gstin"],
        message: `This GSTIN is registered in ${stateOfGstin(v.gstin)}; choose that state or check the GSTIN.`,
      });
    }
  });
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;
export type BillingDetails = z.output<typeof billingDetailsSchema>;

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
