/**
 * Site visits proposed in a conversation: up to three slots, each a date and a time window, in
 * the next 30 days (Asia/Kolkata). Isomorphic: the form and the server share it.
 */
import { z } from "zod";
import { threadIdSchema } from "./messages";

export const VISIT_WINDOWS = {
  morning: { label: "9 am – 12 pm", start: 9, end: 12 },
  midday: { label: "12 – 3 pm", start: 12, end: 15 },
  afternoon: { label: "3 – 6 pm", start: 15, end: 18 },
  evening: { label: "6 – 8 pm", start: 18, end: 20 },
} as const;
export type VisitWindow = keyof typeof VISIT_WINDOWS;
export const VISIT_WINDOW_IDS = Object.keys(VISIT_WINDOWS) as VisitWindow[];

export const MAX_VISIT_SLOTS = 3;
export const VISIT_DAYS_AHEAD = 30;

export const visitSlotSchema = z.object({
  date: z.string({ message: "Choose a date." }).regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date."),
  window: z.enum(VISIT_WINDOW_IDS as [VisitWindow, ...VisitWindow[]], {
    message: "Choose a time.",
  }),
});

export const proposeVisitSchema = z.object({
  threadId: threadIdSchema,
  slots: z
    .array(visitSlotSchema)
    .min(1, "Propose at least one time.")
    .max(MAX_VISIT_SLOTS, `Propose at most ${MAX_VISIT_SLOTS} times.`),
});
export type ProposeVisitInput = z.input<typeof proposeVisitSchema>;

const visitIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const acceptVisitSchema = z.object({
  visitId: visitIdSchema,
  slot: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_VISIT_SLOTS - 1),
});

export const cancelVisitSchema = z.object({ visitId: visitIdSchema });
