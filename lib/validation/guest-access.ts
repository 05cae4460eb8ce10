/**
 * A guest (no account) confirming their mobile number to read their conversations in a browser:
 * the number (step 1), then the number and the code texted to it (step 2). Isomorphic.
 */
import { z } from "zod";
import { apiPhoneNumberSchema, otpCodeSchema, phoneNumberSchema } from "./auth";

/** The form's number, as typed (10 digits). */
export const guestAccessFormSchema = z.object({ phoneNumber: phoneNumberSchema });

/** POST /api/messages/guest-access/otp: tolerant of a +91 prefix and spaces. */
export const guestAccessOtpSchema = z.object({ phoneNumber: apiPhoneNumberSchema });
export type GuestAccessOtpInput = z.input<typeof guestAccessOtpSchema>;

/** POST /api/messages/guest-access/confirm. */
export const guestAccessConfirmSchema = guestAccessOtpSchema.extend({ otp: otpCodeSchema });
export type GuestAccessConfirmInput = z.input<typeof guestAccessConfirmSchema>;
