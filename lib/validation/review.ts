/** Resident reviews of a locality: the form, votes, reports and moderation. Isomorphic. */
import { formatIndianNumber } from "@/lib/format/money";
import { z } from "zod";

export const REVIEW_RELATIONS = [
  { id: "live", label: "I live here" },
  { id: "lived", label: "I lived here" },
  { id: "visit", label: "I visit" },
] as const;
export type ReviewRelation = (typeof REVIEW_RELATIONS)[number]["id"];

/** The five aspects rated beside the overall score. */
export const REVIEW_ASPECTS = [
  { id: "connectivity", label: "Connectivity" },
  { id: "safety", label: "Safety" },
  { id: "schools", label: "Schools & hospitals" },
  { id: "utilities", label: "Water & power" },
  { id: "cleanliness", label: "Cleanliness" },
] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number]["id"];

export const REVIEW_MIN_CHARS = 50;
export const REVIEW_MAX_CHARS = 2000;

const rating = (label: string) =>
  z.coerce
    .number({ error: `Rate ${label} from 1 to 5 stars.` })
    .int(`Rate ${label} from 1 to 5 stars.`)
    .min(1, `Rate ${label} from 1 to 5 stars.`)
    .max(5, `Rate ${label} from 1 to 5 stars.`);

export const reviewSchema = z.object({
  localityId: z.coerce.number().int().positive(),
  relation: z.enum(["live", "lived", "visit"], {
    error: "Say whether you live here, lived here or visit.",
  }),
  overall: rating("the locality overall"),
  connectivity: rating("connectivity"),
  safety: rating("safety"),
  schools: rating("schools & hospitals"),
  utilities: rating("water & power"),
  cleanliness: rating("cleanliness"),
  body: z
    .string({ error: "Write about the locality." })
    .trim()
    .min(REVIEW_MIN_CHARS, `Write at least ${REVIEW_MIN_CHARS} characters.`)
    .max(
      REVIEW_MAX_CHARS,
      `Keep the review under ${formatIndianNumber(REVIEW_MAX_CHARS)} characters.`,
    ),
});
export type ReviewInput = z.input<typeof reviewSchema>;
export type Review = z.output<typeof reviewSchema>;

export const reviewIdSchema = z.coerce.number().int().positive();

/** Which locality's review of the visitor's own to load. */
export const myReviewQuerySchema = reviewSchema.pick({ localityId: true });

export const reportReviewSchema = z.object({
  reviewId: reviewIdSchema,
  reason: z
    .string({ error: "Say what is wrong with this review." })
    .trim()
    .min(5, "Say what is wrong with this review (at least 5 characters).")
    .max(500, "Keep the reason under 500 characters."),
});
export type ReportReviewInput = z.input<typeof reportReviewSchema>;

export const reviewDecisionSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve"), reviewId: reviewIdSchema }),
  z.object({
    decision: z.literal("reject"),
    reviewId: reviewIdSchema,
    reason: z
      .string({ error: "Please give a reason." })
      .trim()
      .min(5, "Please give a reason of at least 5 characters.")
      .max(1000, "Keep the reason under 1000 characters."),
  }),
]);
export type ReviewDecision = z.input<typeof reviewDecisionSchema>;

/** The text as compared for duplicates: lower case, letters and digits only. */
export function reviewBodyKey(body: string): string {
  return body
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}
