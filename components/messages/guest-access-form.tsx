"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { FormMessage } from "@/components/auth/form-message";
import { postJson } from "@/components/auth/post-json";
import { SubmitButton } from "@/components/auth/submit-button";
import { TextField } from "@/components/auth/text-field";
import { GuestOtpStep } from "@/components/enquiry/guest-otp-step";
import { rememberGuestThreads } from "@/components/enquiry/guest-threads";
import { useGuestOtp, type GuestOtpIssued } from "@/components/enquiry/use-guest-otp";
import { lazySchema } from "@/components/forms/lazy-schema";
import { PHONE_LENGTH } from "@/lib/validation/auth-limits";

// The schema (and zod) loads when the visitor first focuses the form, not with the page.
const phoneSchema = lazySchema(() =>
  import("@/lib/validation/guest-access").then((m) => m.guestAccessFormSchema),
);

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
  const [asking, setAsking] = useState(false);
  const [opening, setOpening] = useState(false);
  const code = useGuestOtp<string>({
    async ask(number) {
      const result = await post<GuestOtpIssued>("/api/messages/guest-access/otp", {
        phoneNumber: number,
      });
      if (!isRefusal(result)) return result;
      setPhoneError(result.fields.phoneNumber);
      return { failure: result.message ?? t("failed") };
    },
    async confirm(sent, otp) {
      const result = await post<{ phoneNumber: string }>("/api/messages/guest-access/confirm", {
        phoneNumber: sent.phoneNumber,
        otp,
      });
      if (isRefusal(result))
        return { failure: result.message ?? t("failed"), otp: result.fields.otp };
      rememberGuestThreads();
      setOpening(true);
      // A full load: the page (and its status, decided before the page renders) is drawn again
      // for the access this browser now has.
      window.location.reload();
      return null;
    },
  });

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
      await code.askForCode(checked.data.phoneNumber);
    } finally {
      setAsking(false);
    }
  }

  if (opening) return <FormMessage tone="success">{t("opening")}</FormMessage>;

  if (code.step) return <GuestOtpStep {...code.step} submitLabel={t("verify")} />;

  return (
    <form
      onSubmit={onPhone}
      onFocus={() => {
        phoneSchema.preload();
        code.preload();
      }}
      noValidate
      className="space-y-3"
    >
      {code.failure ? <FormMessage tone="error">{code.failure}</FormMessage> : null}
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
