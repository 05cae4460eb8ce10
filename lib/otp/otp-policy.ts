/** OTP rules (ASVS 5): short-lived, single use, few tries. */
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;

export const OTP_MESSAGES = {
  sendFailed: "We could not send the OTP. Please try again.",
  none: "No OTP is pending for this number. Please request a new OTP.",
  expired: "This OTP has expired. Please request a new OTP.",
  used: "This OTP has already been used. Please request a new OTP.",
  tooManyWrong: "Too many wrong attempts. Please request a new OTP.",
  invalid: (attemptsLeft: number) =>
    `Invalid OTP. You have ${attemptsLeft} ${attemptsLeft === 1 ? "attempt" : "attempts"} left.`,
} as const;

/**
 * What an OTP is for; a phone-change code is bound to the account asking for it, a guest
 * enquiry code to the listing, project or agent it was asked for; "guest-messages" lets a guest
 * read their conversations in another browser (lib/messages/guest-access-otp.ts).
 */
export type OtpPurpose =
  | "register"
  | "password-reset"
  | "guest-messages"
  | `phone-change:${number}`
  | `enquiry:${"property" | "project" | "broker"}:${number}`;
