"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { OTP_LENGTH, otpFormSchema, type OtpFormInput } from "@/lib/validation/auth";
import {
  clearRegistration,
  readRegistration,
  storeRegistration,
  type StoredUser,
} from "./auth-storage";
import { postJson, REGISTER_TIMEOUT_MS } from "./post-json";
import { TextField } from "./text-field";
import { FormMessage } from "./form-message";
import { SubmitButton } from "./submit-button";
import { ResendOtpButton } from "./resend-otp-button";

export const SESSION_EXPIRED_MESSAGE = "Registration session expired. Please register again.";
const RESEND_AFTER_SECONDS = 60;

type OtpStepProps = {
  idPrefix: string;
  onBack: () => void;
  /** The account exists and this browser is signed in to it (the verify answer set the cookie). */
  onVerified: (user: StoredUser | null) => void;
  /** No registrationData stored: the caller returns to the form with this message. */
  onExpired: (message: string) => void;
};

function secondsLeft(sentAt: number): number {
  return Math.max(0, RESEND_AFTER_SECONDS - Math.floor((Date.now() - sentAt) / 1000));
}

/** Signup's second step: the 6-digit code sent to the phone in registrationData. */
export function OtpStep({ idPrefix, onBack, onVerified, onExpired }: OtpStepProps) {
  const [registration] = useState(() => readRegistration());
  const t = useTranslations("auth");
  const [sentAt, setSentAt] = useState(() => registration?.timestamp ?? 0);
  const [wait, setWait] = useState(() => secondsLeft(sentAt));
  const [failure, setFailure] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<OtpFormInput>({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: "" } });

  useEffect(() => {
    const tick = () => setWait(secondsLeft(sentAt));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [sentAt]);

  const onSubmit = handleSubmit(async ({ otp }) => {
    setFailure(null);
    const current = readRegistration();
    if (!current) {
      onExpired(SESSION_EXPIRED_MESSAGE);
      return;
    }
    const answer = await postJson<{ data?: { user?: StoredUser } }>(
      "/api/users/register/verify-otp",
      { phoneNumber: current.phoneNumber, otp },
      { timeoutMs: REGISTER_TIMEOUT_MS },
    );
    if (answer.status === 201) {
      clearRegistration();
      toast.success("Registration successful!");
      onVerified(answer.body?.data?.user ?? null);
      return;
    }
    setFailure(answer.message || "Invalid OTP");
    toast.error("OTP verification failed. Please try again.");
  });

  async function resend() {
    const current = readRegistration();
    if (!current) {
      onExpired(SESSION_EXPIRED_MESSAGE);
      return;
    }
    setResending(true);
    const answer = await postJson(
      "/api/users/register/resend-otp",
      { phoneNumber: current.phoneNumber },
      { timeoutMs: REGISTER_TIMEOUT_MS },
    );
    setResending(false);
    if (answer.status === 200) {
      const stored = storeRegistration(current.phoneNumber);
      setSentAt(stored.timestamp);
      setFailure(null);
      toast.success(`OTP sent to your mobile number: ${current.phoneNumber}`);
    } else {
      toast.error(answer.message || "We could not send the OTP. Please try again.");
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        {t.rich("otpIntro", {
          length: OTP_LENGTH,
          phone: registration ? `+91 ${registration.phoneNumber}` : t("yourMobile"),
          b: (chunks) => <span className="font-semibold text-slate-900">{chunks}</span>,
        })}
      </p>
      {failure ? (
        <FormMessage tone="error" title="OTP verification failed">
          {failure}
        </FormMessage>
      ) : null}
      <TextField
        id={`${idPrefix}-otp`}
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        required
        className="[&_input]:tracking-[0.5em]"
        error={errors.otp?.message}
        {...register("otp")}
      />
      <SubmitButton pending={isSubmitting} pendingText="Verifying…">
        Verify OTP
      </SubmitButton>
      <div className="flex items-center justify-between text-sm">
        <button
          type="button"
          onClick={onBack}
          className="font-medium text-brand-700 hover:underline"
        >
          {t("backToRegistration")}
        </button>
        <ResendOtpButton wait={wait} resending={resending} onResend={resend} />
      </div>
    </form>
  );
}
