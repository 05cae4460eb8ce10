/**
 * Conversations between buyers and sellers: one schema for the forms, actions and handlers.
 * Isomorphic: no server imports.
 */
import { z } from "zod";

export const MESSAGE_MAX = 2000;

export const threadIdSchema = z.coerce
  .number({ message: "The conversation id must be a number." })
  .int("The conversation id must be a whole number.")
  .positive("The conversation id must be positive.")
  .max(2_147_483_647, "The conversation id is too large.");

/** A message: plain text (markup is kept as typed and shown as text), 1–2,000 characters. */
export const messageBodySchema = z
  .string({ message: "Please write a message." })
  .trim()
  .min(1, "Please write a message.")
  .max(
    MESSAGE_MAX,
    `Please keep your message under ${MESSAGE_MAX.toLocaleString("en-IN")} characters.`,
  );

export const sendMessageSchema = z.object({ threadId: threadIdSchema, body: messageBodySchema });
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** Messages after this id (the live view and the polling fallback). */
export const messagesAfterSchema = z.object({
  after: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});

export const threadActionSchema = z.object({ threadId: threadIdSchema });

export const REPORT_REASON_MAX = 500;
export const reportThreadSchema = z.object({
  threadId: threadIdSchema,
  reason: z
    .string({ message: "Please say what is wrong." })
    .trim()
    .min(3, "Please say what is wrong.")
    .max(REPORT_REASON_MAX, `Please keep it under ${REPORT_REASON_MAX} characters.`),
});

export const buyerSmsSchema = z.object({ threadId: threadIdSchema, enabled: z.boolean() });
