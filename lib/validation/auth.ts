/**
 * Account forms and payloads: one schema each, used by the form (zodResolver), the handler or
 * action (safeParse) and for the types (z.infer). Isomorphic: no server imports.
 * Messages are the spec's where it gives them (§5).
 */
import { z } from "zod";
import { nextPathParam, oneOfParam } from "./page-params";
import { plainName } from "./plain-name";
import { SELLER_KINDS } from "./property-enums";
import { agentReraIssue } from "./rera-format";

import { OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from "./auth-limits";

export { OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN, PHONE_LENGTH } from "./auth-limits";

export const MESSAGES = {
  passwordsDoNotMatch: "Passwords do not match",
  commonPassword: "This password is too common. Please choose a less common one.",
  companyRequired: "Company name is required for builders and agents",
  reraStateRequired: "Please choose the state that issued the RERA number",
  profileUpdated: "Profile updated",
  /** A verified agent saved a different RERA number: the badge waits for a new check. */
  profileUpdatedVerifyAgain:
    "Profile updated. Your RERA number changed, so your account must be verified again: send a new request from the Verification page.",
} as const;

const emailSchema = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .email("Please enter a valid email address")
  .transform((v) => v.toLowerCase());

const nameSchema = (label: string) =>
  plainName(
    z
      .string()
      .trim()
      .min(1, `${label} is required`)
      .max(60, `${label} must be at most 60 characters`),
    label,
  );

/** Accepts 98765 43210, +91 98765-43210, 09876543210; yields the 10 digits. */
export function normalisePhoneInput(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const compact = value.replace(/[\s-]/g, "");
  const withoutPrefix = compact.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, "");
  return withoutPrefix;
}

/** A 10-digit Indian mobile number as typed in the forms. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .min(1, "Phone number is required")
  .regex(/^\d{10}$/, "Phone number must be exactly 10 digits")
  .regex(/^[6-9]/, "Please enter a valid Indian mobile number (it starts with 6, 7, 8 or 9)");

/** Server side: the same rule, tolerant of a +91 prefix and spaces. */
export const apiPhoneNumberSchema = z.preprocess(normalisePhoneInput, phoneNumberSchema);

/** E.164 form stored in the database. */
export function toE164(phone10: string): string {
  return `+91${phone10}`;
}

/** +919876543210 → 98765 43210 for display. */
export function formatPhone(e164: string): string {
  const digits = e164.replace(/^\+91/, "");
  return digits.length === 10 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : e164;
}

/** ASVS 5: length only (8–128), no composition rules; the common-password check is server side. */
export const newPasswordSchema = z
  .string()
  .min(1, "Password is required")
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, "Password is required")
    .max(PASSWORD_MAX * 4),
});
export type LoginInput = z.input<typeof loginSchema>;

/** The seller and admin login actions' arguments: the credentials and an optional `next` path. */
export const areaLoginArgsSchema = z.tuple([loginSchema, z.string().max(2048).optional()]);

const registerFields = {
  firstName: nameSchema("First name"),
  lastName: nameSchema("Last name"),
  email: emailSchema,
  phoneNumber: phoneNumberSchema,
  password: newPasswordSchema,
};

function passwordsMatch(value: { password: string; confirmPassword: string }) {
  return value.password === value.confirmPassword;
}

/** The buyer signup form: the spec's six fields. */
export const signupFormSchema = z
  .object({
    ...registerFields,
    confirmPassword: z.string().min(1, "Please confirm your password"),
  })
  .refine(passwordsMatch, { message: MESSAGES.passwordsDoNotMatch, path: ["confirmPassword"] });
export type SignupFormInput = z.input<typeof signupFormSchema>;

function requireCompany(
  value: { sellerKind?: string; companyName?: string },
  ctx: z.RefinementCtx,
): void {
  if (value.sellerKind && value.sellerKind !== "individual" && !value.companyName?.trim()) {
    ctx.addIssue({ code: "custom", message: MESSAGES.companyRequired, path: ["companyName"] });
  }
}

const sellerKindSchema = z.enum(SELLER_KINDS, { message: "Please choose who you are" });
const companySchema = plainName(
  z.string().trim().max(120, "Company name is too long").optional(),
  "Company name",
);

/** POST /api/users/register. Seller fields are present only for the seller signup. */
export const registerSchema = z
  .object({
    ...registerFields,
    phoneNumber: apiPhoneNumberSchema,
    sellerKind: sellerKindSchema.optional(),
    companyName: companySchema,
  })
  .superRefine(requireCompany);
export type RegisterInput = z.output<typeof registerSchema>;

/** The seller signup form (/saller/signup). */
export const sellerSignupFormSchema = z
  .object({
    sellerKind: sellerKindSchema,
    ...registerFields,
    companyName: companySchema,
    confirmPassword: z.string().min(1, "Please confirm your password"),
  })
  .refine(passwordsMatch, { message: MESSAGES.passwordsDoNotMatch, path: ["confirmPassword"] })
  .superRefine(requireCompany);
export type SellerSignupFormInput = z.input<typeof sellerSignupFormSchema>;

/** A signed-in buyer who starts selling. */
export const becomeSellerSchema = z
  .object({ sellerKind: sellerKindSchema, companyName: companySchema })
  .superRefine(requireCompany);
export type BecomeSellerInput = z.input<typeof becomeSellerSchema>;

export const otpCodeSchema = z
  .string()
  .trim()
  .min(1, "OTP is required")
  .regex(/^\d*$/, "OTP must contain digits only")
  .length(OTP_LENGTH, `OTP must be ${OTP_LENGTH} digits`);

export const otpFormSchema = z.object({ otp: otpCodeSchema });
export type OtpFormInput = z.input<typeof otpFormSchema>;

/** POST /api/users/register/verify-otp. */
export const verifyOtpSchema = z.object({ phoneNumber: apiPhoneNumberSchema, otp: otpCodeSchema });
export type VerifyOtpInput = z.output<typeof verifyOtpSchema>;

/** POST /api/users/register/resend-otp. */
export const resendOtpSchema = z.object({ phoneNumber: apiPhoneNumberSchema });

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, "Current password is required")
      .max(PASSWORD_MAX * 4),
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, "Please confirm your new password"),
  })
  .refine(passwordsMatch, { message: MESSAGES.passwordsDoNotMatch, path: ["confirmPassword"] })
  .refine((v) => v.password !== v.currentPassword, {
    message: "The new password must be different from the current one",
    path: ["password"],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const profileDetailsSchema = z.object({
  firstName: nameSchema("First name"),
  lastName: nameSchema("Last name"),
  email: emailSchema,
});
export type ProfileDetailsInput = z.input<typeof profileDetailsSchema>;

export const phoneChangeRequestSchema = z.object({ phoneNumber: apiPhoneNumberSchema });
export const phoneChangeConfirmSchema = z.object({
  phoneNumber: apiPhoneNumberSchema,
  otp: otpCodeSchema,
});

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();

/** /saller/update-profile (text fields; the photo travels as a file in the same form). */
export const sellerProfileSchema = z
  .object({
    companyName: companySchema,
    address: optionalText(300, "Address"),
    city: optionalText(80, "City"),
    about: optionalText(2000, "About"),
    reraNumber: z
      .string()
      .trim()
      .max(50, "RERA number must be at most 50 characters")
      .regex(/^[A-Za-z0-9/\-. ]*$/, "RERA number may contain letters, digits, / - and . only")
      .optional(),
    reraState: optionalText(60, "State"),
  })
  .superRefine((v, ctx) => {
    if (!v.reraNumber) return;
    if (!v.reraState) {
      ctx.addIssue({ code: "custom", path: ["reraState"], message: MESSAGES.reraStateRequired });
      return;
    }
    // The same rule as the verification request: the state's shape of an agent number (Sec 9).
    const wrong = agentReraIssue(v.reraState, v.reraNumber);
    if (wrong) ctx.addIssue({ code: "custom", path: ["reraNumber"], message: wrong });
  });
export type SellerProfileInput = z.input<typeof sellerProfileSchema>;

/** `/login?next=&mode=signup` and `/admin/login?next=` (safeNextPath checks `next` after). */
export const loginParamsSchema = z.object({
  next: nextPathParam,
  mode: oneOfParam(["login", "signup"]).transform((mode) => mode ?? "login"),
});
export const adminLoginParamsSchema = z.object({ next: nextPathParam });

/** An e-mail or Indian mobile number as the account lookup reads it, or null. */
export function accountIdentifier(raw: string): { kind: "email" | "phone"; value: string } | null {
  const value = raw.trim();
  const digits = normalisePhoneInput(value);
  if (typeof digits === "string" && /^[6-9]\d{9}$/.test(digits)) {
    return { kind: "phone", value: toE164(digits) };
  }
  if (z.string().email().safeParse(value).success) {
    return { kind: "email", value: value.toLowerCase() };
  }
  return null;
}

/** The e-mail or 10-digit mobile number of an account, as typed in "Forgot password". */
export const accountIdentifierSchema = z
  .string()
  .trim()
  .min(1, "Enter your e-mail or mobile number")
  .max(254, "This is too long")
  .refine((v) => accountIdentifier(v) !== null, "Enter a valid e-mail or 10-digit mobile number");

/** "Forgot password", step 1: where to send the code. */
export const passwordResetRequestSchema = z.object({ identifier: accountIdentifierSchema });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** "Forgot password", step 2: the code and the new password. */
export const passwordResetSchema = z
  .object({
    identifier: accountIdentifierSchema,
    otp: otpCodeSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, "Please confirm your new password"),
  })
  .refine(passwordsMatch, { message: MESSAGES.passwordsDoNotMatch, path: ["confirmPassword"] });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;
