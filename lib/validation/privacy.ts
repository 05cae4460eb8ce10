import { z } from "zod";
import { CONSENT_CHANNELS } from "@/lib/privacy/consent-wording";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/i18n/locales";

/** One marketing channel given or withdrawn (the privacy page's checkbox). */
export const consentChoiceSchema = z.object({
  channel: z.enum(CONSENT_CHANNELS, { message: "Choose e-mail, SMS or WhatsApp." }),
  granted: z.boolean({ message: "Say whether to give or withdraw consent." }),
  /** The language the checkbox's sentence was shown in: the record keeps that sentence. */
  locale: z.enum(LOCALES).default(DEFAULT_LOCALE),
});

/** The word a person types to confirm deleting their account. */
export const DELETE_CONFIRMATION = "DELETE";

export const deleteAccountSchema = z.object({
  confirm: z
    .string()
    .trim()
    .refine((v) => v === DELETE_CONFIRMATION, `Type ${DELETE_CONFIRMATION} to confirm.`),
});
