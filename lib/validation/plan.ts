/**
 * Subscription plan form: one schema for the admin form (zodResolver), the server action
 * (safeParse) and the type. Money is integer rupees. Isomorphic.
 */
import { formatIndianNumber } from "@/lib/format/money";
import { z } from "zod";
import { SELLER_KINDS } from "./property-enums";

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `Enter the ${label} as a number.` })
    .int(`The ${label} must be a whole number.`)
    .min(min, `The ${label} must be at least ${min}.`)
    .max(max, `The ${label} must be at most ${formatIndianNumber(max)}.`);

export const planSchema = z
  .object({
    name: z
      .string({ error: "Enter the plan name." })
      .trim()
      .min(2, "Enter the plan name (at least 2 characters).")
      .max(80, "Keep the plan name under 80 characters."),
    sellerKind: z.enum(SELLER_KINDS, { error: "Choose who the plan is for." }),
    price: wholeNumber("price in rupees", 0, 10_00_00_000),
    durationDays: wholeNumber("duration in days", 1, 3650),
    listingQuota: wholeNumber("listing quota", 1, 100_000),
    featuredQuota: wholeNumber("featured-listing quota", 0, 100_000),
    featuredDays: wholeNumber("featured period in days", 1, 365).default(30),
    features: z.string().trim().max(2000, "Keep the features under 2000 characters.").default(""),
    active: z.boolean().default(true),
  })
  .refine((plan) => plan.featuredQuota <= plan.listingQuota, {
    path: ["featuredQuota"],
    message: "The featured-listing quota cannot be more than the listing quota.",
  });

export type PlanInput = z.input<typeof planSchema>;
export type PlanValues = z.output<typeof planSchema>;

/** The features text, one per line, as a list. */
export function planFeatureList(features: string): string[] {
  return features
    .split("\n")
    .map((line) => line.replace(/^[-*•]\s*/, "").trim())
    .filter(Boolean);
}
