"use client";

import { useTranslations } from "next-intl";

import { useId, type FormEvent } from "react";
import { FormMessage } from "@/components/auth/form-message";
import { ResendOtpButton } from "@/components/auth/resend-otp-button";
import { SubmitButton } from "@/components/auth/submit-button";
import { TextField } from "@/components/auth/text-field";
import { OTP_LENGTH } from "@/lib/validation/auth-limits";

/**
 * Step 2 of a guest enquiry: the 6-digit code texted to the number. The conversations' guest
 * access (components/messages/guest-access-form.tsx) uses it too, with its own `submitLabel`.
 * Both get its props from useGuestOtp (use-guest-otp.ts).
 */
export function GuestOtpStep({
  notice,
  submitLabel,
  failure,
  otp,
  otpError,
  verifying,
  wait,
  resending,
  onOtp,
  onSubmit,
  onFocus,
  onChangeNumber,
  onResend,
}: {
  notice: string;
  /** The button's words (default: "Verify and send enquiry"). */
  submitLabel?: string;
  failure: string | null;
  otp: string;
  otpError: string | undefined;
  verifying: boolean;
  wait: number;
  resending: boolean;
  onOtp: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFocus: () => void;
  onChangeNumber: () => void;
  onResend: () => void;
}) {
  const id = useId();
  const t = useTranslations("enquiry");
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-3">
      <FormMessage tone="info">{notice}</FormMessage>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <fieldset>
        <legend className="sr-only">{t("confirmNumber")}</legend>
        <TextField
          id={`${id}-otp`}
          label={t("otp")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          required
          className="[&_input]:tracking-[0.5em]"
          error={otpError}
          name="otp"
          value={otp}
          onChange={(event) => onOtp(event.target.value)}
        />
      </fieldset>
      <SubmitButton pending={verifying} pendingText={t("verifying")}>
        {submitLabel ?? t("verify")}
      </SubmitButton>
      <div className="flex items-center justify-between text-sm">
        <button
          type="button"
          onClick={onChangeNumber}
          className="font-medium text-brand-700 hover:underline"
        >
          {t("changeNumber")}
        </button>
        <ResendOtpButton wait={wait} resending={resending} onResend={onResend} />
      </div>
    </form>
  );
}
