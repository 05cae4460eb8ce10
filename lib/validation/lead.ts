/**
 * Enquiries (leads) from buyers to sellers: one schema for the form and the server.
 * Isomorphic: no server imports.
 */
import { z } from "zod";
import { apiPhoneNumberSchema, otpCodeSchema, phoneNumberSchema } from "./auth";
import { plainName } from "./plain-name";

export const ENQUIRY_TARGETS = ["property", "project", "broker"] as const;
export type EnquiryTarget = (typeof ENQUIRY_TARGETS)[number];

/** At most one enquiry per phone per listing (or project, or agent) in this window. */
export const ENQUIRY_DEDUPE_HOURS = 48;
/** At most this many enquiries per phone in 24 hours, across all listings. */
export const ENQUIRY_DAILY_LIMIT = 30;
export const ENQUIRY_MESSAGE_MAX = 1000;

export const DUPLICATE_ENQUIRY_MESSAGES: Record<EnquiryTarget, string> = {
  property: "You have already sent an enquiry for this property. The seller will contact you soon.",
  project: "You have already sent an enquiry for this project. The builder will contact you soon.",
  broker: "You have already sent an enquiry to this agent. The agent will contact you soon.",
};

export const ENQUIRY_SENT_MESSAGES: Record<EnquiryTarget, string> = {
  property: "Your enquiry has been sent. The seller will contact you soon.",
  project: "Your enquiry has been sent. The builder will contact you soon.",
  broker: "Your enquiry has been sent. The agent will contact you soon.",
};

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

const guestNameSchema = plainName(
  z
    .string()
    .trim()
    .min(2, "Please enter your name.")
    .max(80, "Please keep your name under 80 characters."),
  "Name",
);

/** The guest form's own fields, as typed (the browser checks these before the server does). */
export const guestDetailsFormSchema = z.object({
  name: guestNameSchema,
  phoneNumber: phoneNumberSchema,
  message: enquirySchema.shape.message,
});
export type GuestDetailsForm = z.input<typeof guestDetailsFormSchema>;

/** A visitor who is not signed in: name and a 10-digit Indian mobile the OTP goes to. */
export const guestEnquirySchema = enquirySchema.extend({
  name: guestNameSchema,
  phoneNumber: apiPhoneNumberSchema,
});
export type GuestEnquiryInput = z.input<typeof guestEnquirySchema>;
export type GuestEnquiry = z.output<typeof guestEnquirySchema>;

/** Step 2 of a guest enquiry: the same details plus the code sent to the phone. */
export const guestEnquiryConfirmSchema = guestEnquirySchema.extend({ otp: otpCodeSchema });
export type GuestEnquiryConfirmInput = z.input<typeof guestEnquiryConfirmSchema>;

/** "OTP sent to +91 98765 43210. It is valid for 10 minutes." */
export function guestOtpSentMessage(phone10: string, minutes: number): string {
  return `OTP sent to +91 ${phone10.slice(0, 5)} ${phone10.slice(5)}. It is valid for ${minutes} minutes.`;
}
