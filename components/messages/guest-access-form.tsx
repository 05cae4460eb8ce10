"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { FormMessage } from "@/components/auth/form-message";
import { postJson } from "@/components/auth/post-json";
import { SubmitButton } from "@/components/auth/submit-button";
import { TextField } from "@/components/auth/text-field";
import { GuestOtpStep } from "@/components/enquiry/guest-otp-step";
import { rememberGuestThreads } from "@/components/enquiry/guest-threads";
import { useCountdown } from "@/components/enquiry/use-countdown";
import { lazySchema } from "@/components/forms/lazy-schema";
import { PHONE_LENGTH } from "@/lib/validation/auth-limits";
import { guestOtpSentMessage } from "@/lib/validation/enquiry-values";

const RESEND_AFTER_SECONDS = 60;

// The schemas (and zod) load when the visitor first focuses the form, not with the page.
const phoneSchema = lazySchema(() =>
  import("@/lib/validation/guest-access").then((m) => m.guestAccessFormSchema),
);
const codeSchema = lazySchema(() => import("@/lib/validation/auth").then((m) => m.otpFormSchema));

/** What the routes answer: `{data}` on success, `{message, errors?}` refused (400, 429, 503). */
type Answer<T> = { data?: T; errors?: Record<string, string> };
type Refusal = { fields: Record<string, string>; message: string | null };

async function post<T>(url: string, payload: unknown): Promise<T | Refusal> {
  const answer = await postJson<Answer<T>>(url, payload);
  if (answer.status === 200 && answer.body?.data !== undefined) return answer.body.data;
  return { fields: answer.body?.errors ?? {}, message: answer.message };
}

function isRefusal(value: unknown): value is Refusal {
  return typeof value === "object" && value !== null && "fields" in value;
}

/** When the code went out (read in event handlers only). */
const clock = () => Date.now();

type Sent = { phoneNumber: string; minutes: number; at: number };

/**
 * For a visitor who is not signed in on a conversation's page: their mobile number, then the OTP
 * texted to it (the guest enquiry's steps and limits). The right code gives this browser the
 * guest's access, and the page loads again showing what that number may read.
 */
export function GuestAccessForm() {
  const id = useId();
  const t = useTranslations("account.guestAccess");
  const te = useTranslations("enquiry");
  const [phoneNumber, setPhoneNumber] = useState("");
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [resending, setResending] = useState(false);
  const [otp, setOtp] = useState("");
  const [otpError, setOtpError] = useState<string | undefined>(undefined);
  const [verifying, setVerifying] = useState(false);
  const [opening, setOpening] = useState(false);
  const wait = useCountdown(sent?.at ?? null, RESEND_AFTER_SECONDS);

  async function askForCode(number: string): Promise<void> {
    setFailure(null);
    const result = await post<{ phoneNumber: string; expiresInSeconds: number }>(
      "/api/messages/guest-access/otp",
      { phoneNumber: number },
    );
    if (isRefusal(result)) {
      setPhoneError(result.fields.phoneNumber);
      setFailure(result.message ?? t("failed"));
      return;
    }
    setSent({
      phoneNumber: result.phoneNumber,
      minutes: result.expiresInSeconds / 60,
      at: clock(),
    });
  }

  async function onPhone(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setAsking(true);
    try {
      const checked = await phoneSchema.check({ phoneNumber });
      if (!checked.ok) {
        setPhoneError(checked.errors.phoneNumber);
        const input = form.elements.namedItem("phoneNumber");
        if (input instanceof HTMLElement) input.focus();
        return;
      }
      setPhoneError(undefined);
      await askForCode(checked.data.phoneNumber);
    } finally {
      setAsking(false);
    }
  }

  async function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sent) return;
    const form = event.currentTarget;
    setVerifying(true);
    try {
      const checked = await codeSchema.check({ otp });
      if (!checked.ok) {
        setOtpError(checked.errors.otp);
        const input = form.elements.namedItem("otp");
        if (input instanceof HTMLElement) input.focus();
        return;
      }
      setOtpError(undefined);
      setFailure(null);
      const result = await post<{ phoneNumber: string }>("/api/messages/guest-access/confirm", {
        phoneNumber: sent.phoneNumber,
        otp: checked.data.otp,
      });
      if (isRefusal(result)) {
        if (result.fields.otp) setOtpError(result.fields.otp);
        else setFailure(result.message ?? t("failed"));
        return;
      }
      rememberGuestThreads();
      setOpening(true);
      // A full load: the page (and its status, decided before the page renders) is drawn again
      // for the access this browser now has.
      window.location.reload();
    } finally {
      setVerifying(false);
    }
  }

  async function resend() {
    if (!sent) return;
    setResending(true);
    setOtp("");
    setOtpError(undefined);
    await askForCode(sent.phoneNumber);
    setResending(false);
  }

  if (opening) return <FormMessage tone="success">{t("opening")}</FormMessage>;

  if (sent) {
    return (
      <GuestOtpStep
        notice={guestOtpSentMessage(sent.phoneNumber, sent.minutes)}
        submitLabel={t("verify")}
        failure={failure}
        otp={otp}
        otpError={otpError}
        verifying={verifying}
        wait={wait}
        resending={resending}
        onOtp={setOtp}
        onSubmit={onCode}
        onFocus={codeSchema.preload}
        onChangeNumber={() => {
          setSent(null);
          setFailure(null);
          setOtp("");
          setOtpError(undefined);
        }}
        onResend={resend}
      />
    );
  }

  return (
    <form
      onSubmit={onPhone}
      onFocus={() => {
        phoneSchema.preload();
        codeSchema.preload();
      }}
      noValidate
      className="space-y-3"
    >
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <TextField
        id={`${id}-phone`}
        label={te("mobile")}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_LENGTH}
        placeholder={te("mobilePlaceholder")}
        hint={te("mobileHint")}
        required
        error={phoneError}
        name="phoneNumber"
        value={phoneNumber}
        onChange={(event) => setPhoneNumber(event.target.value)}
      />
      <SubmitButton pending={asking} pendingText={te("sendingOtp")}>
        {te("sendOtp")}
      </SubmitButton>
    </form>
  );
}
