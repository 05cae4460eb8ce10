/** Saved searches and their alerts. Isomorphic: shared by the dialogs and the server actions. */
import { z } from "zod";
import { textParam } from "./page-params";

import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  ALERT_FREQUENCY_OPTIONS,
  MAX_SAVED_SEARCHES,
  type AlertFrequency,
} from "./alert-frequency";

export {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  ALERT_FREQUENCY_OPTIONS,
  MAX_SAVED_SEARCHES,
  type AlertFrequency,
};

const id = z.coerce.number().int().positive().max(2_147_483_647);
const name = z
  .string()
  .trim()
  .min(1, "Give the search a name")
  .max(80, "Use at most 80 characters");
const frequency = z.enum(ALERT_FREQUENCIES, { message: "Choose how often to be told" });

export const saveSearchSchema = z.object({
  /** The search page's query string (what is after `?`). */
  query: z.string().max(2000, "This search is too long to save"),
  name,
  frequency,
  sms: z.boolean().default(false),
});
export type SaveSearchInput = z.input<typeof saveSearchSchema>;

export const updateSavedSearchSchema = z
  .object({
    id,
    name: name.optional(),
    frequency: frequency.optional(),
    paused: z.boolean().optional(),
    emailEnabled: z.boolean().optional(),
    smsEnabled: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 1, { message: "Nothing to change" });
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchSchema>;

export const savedSearchIdSchema = z.object({ id });

export const priceDropSettingsSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
});

/** `/alerts/unsubscribe?token=`: the signed link token (lib/alerts checks it), "" when missing. */
export const unsubscribeParamsSchema = z.object({ token: textParam(1000) });
