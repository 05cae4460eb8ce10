/**
 * Enquiries (leads) from buyers to sellers: one schema for the form and the server.
 * Isomorphic: no server imports.
 */
import { z } from "zod";
import { apiPhoneNumberSchema, otpCodeSchema, phoneNumberSchema } from "./auth";
import { personNameSchema } from "./plain-name";

import { ENQUIRY_MESSAGE_MAX, ENQUIRY_TARGETS } from "./enquiry-values";

export {
  DUPLICATE_ENQUIRY_MESSAGES,
  ENQUIRY_DAILY_LIMIT,
  ENQUIRY_DEDUPE_HOURS,
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_SENT_MESSAGES,
  ENQUIRY_TARGETS,
  guestOtpSentMessage,
  type EnquiryTarget,
} from "./enquiry-values";

/** What the enquiry form sends. Name and phone come from the signed-in account. */
export const enquirySchema = z.object({
  targetType: z.enum(ENQUIRY_TARGETS, { message: "Choose what the enquiry is about." }),
  targetId: z.coerce
    .number({ message: "The listing id must be a number." })
    .int("The listing id must be a whole number.")
    .positive("The listing id must be positive.")
    .max(2_147_483_647, "The listing id is too large."),
  message: z
    .string()
    .trim()
    .max(ENQUIRY_MESSAGE_MAX, `Please keep your message under ${ENQUIRY_MESSAGE_MAX} characters.`)
    .default(""),
});

export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;

/** Optional for guests: where replies in the conversation are e-mailed. */
const guestEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "Please keep the e-mail address under 254 characters.")
  .pipe(z.union([z.literal(""), z.email("Enter a valid e-mail address, or leave it empty.")]))
  .default("");

/** The guest form's own fields, as typed (the browser checks these before the server does). */
export const guestDetailsFormSchema = z.object({
  name: personNameSchema,
  phoneNumber: phoneNumberSchema,
  email: guestEmailSchema,
  message: enquirySchema.shape.message,
});
export type GuestDetailsForm = z.input<typeof guestDetailsFormSchema>;

/** A visitor who is not signed in: name and a 10-digit Indian mobile the OTP goes to. */
export const guestEnquirySchema = enquirySchema.extend({
  name: personNameSchema,
  phoneNumber: apiPhoneNumberSchema,
  email: guestEmailSchema,
});
export type GuestEnquiryInput = z.input<typeof guestEnquirySchema>;
export type GuestEnquiry = z.output<typeof guestEnquirySchema>;

/** Step 2 of a guest enquiry: the same details plus the code sent to the phone. */
export const guestEnquiryConfirmSchema = guestEnquirySchema.extend({ otp: otpCodeSchema });
export type GuestEnquiryConfirmInput = z.input<typeof guestEnquiryConfirmSchema>;
