"use client";

import { CheckCircle2, LogIn } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useId, useState, type FormEvent } from "react";
import { FormMessage } from "@/components/auth/form-message";
import { ResendOtpButton } from "@/components/auth/resend-otp-button";
import { SubmitButton } from "@/components/auth/submit-button";
import { TextField } from "@/components/auth/text-field";
import { openLoginDialog } from "@/components/enquiry/open-login";
import { confirmEnquiry, requestEnquiryOtp } from "@/lib/leads/actions";
import { lazySchema, type FieldMessages } from "@/components/forms/lazy-schema";
import { OTP_LENGTH } from "@/lib/validation/auth-limits";
import {
  ENQUIRY_MESSAGE_MAX,
  guestOtpSentMessage,
  type EnquiryTarget,
} from "@/lib/validation/enquiry-values";
import type { GuestDetailsForm } from "@/lib/validation/lead";

const RESEND_AFTER_SECONDS = 60;

// The schemas (and zod) load when the visitor first focuses the form, not with the page.
const detailsSchema = lazySchema(() =>
  import("@/lib/validation/lead").then((m) => m.guestDetailsFormSchema),
);
const codeSchema = lazySchema(() => import("@/lib/validation/auth").then((m) => m.otpFormSchema));

const DETAIL_FIELDS = ["name", "phoneNumber", "message"] as const;

function detailValues(form: HTMLFormElement): GuestDetailsForm {
  const data = new FormData(form);
  return {
    name: String(data.get("name") ?? ""),
    phoneNumber: String(data.get("phoneNumber") ?? ""),
    message: String(data.get("message") ?? ""),
  };
}

/** Moves the focus to the first field with a message (as the person reads the form). */
function focusFirstError(form: HTMLFormElement, errors: FieldMessages, fields: readonly string[]) {
  const first = fields.find((name) => errors[name]);
  const input = first ? form.elements.namedItem(first) : null;
  if (input instanceof HTMLElement) input.focus();
}

/** When the code went out (read in event handlers only). */
const clock = () => Date.now();

type Sent = { details: GuestDetailsForm; phoneNumber: string; minutes: number; at: number };

/** Seconds until "Resend OTP" is allowed again (the OTP module's one-a-minute rule). */
function useCountdown(from: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (from === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [from]);
  if (from === null) return 0;
  const elapsed = Math.max(0, Math.floor((now - from) / 1000));
  return Math.max(0, RESEND_AFTER_SECONDS - elapsed);
}

/**
 * An enquiry from a visitor who is not signed in: name, mobile number and message, then the
 * 6-digit OTP texted to that number. Only a checked number reaches the seller.
 */
export function GuestEnquiryForm({
  targetType,
  targetId,
  who,
  defaultMessage,
}: {
  targetType: EnquiryTarget;
  targetId: number;
  who: string;
  defaultMessage: string;
}) {
  const id = useId();
  const router = useRouter();
  const [sent, setSent] = useState<Sent | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const wait = useCountdown(sent?.at ?? null);

  // What the visitor typed (kept when they go back to change the number).
  const [typed, setTyped] = useState<GuestDetailsForm>({
    name: "",
    phoneNumber: "",
    message: defaultMessage,
  });
  const [errors, setErrors] = useState<FieldMessages>({});
  const [checked, setChecked] = useState(false);
  const [asking, setAsking] = useState(false);
  const [otp, setOtp] = useState("");
  const [otpError, setOtpError] = useState<string | undefined>(undefined);
  const [verifying, setVerifying] = useState(false);

  async function askForCode(values: GuestDetailsForm): Promise<boolean> {
    setFailure(null);
    const result = await requestEnquiryOtp({ targetType, targetId, ...values });
    if (!result.ok) {
      const fields = result.fieldErrors ?? {};
      const messages: FieldMessages = {};
      for (const name of DETAIL_FIELDS) if (fields[name]) messages[name] = fields[name];
      setErrors(messages);
      setFailure(result.message);
      return false;
    }
    const { phoneNumber, expiresInSeconds } = result.data;
    setSent({ details: values, phoneNumber, minutes: expiresInSeconds / 60, at: clock() });
    return true;
  }

  async function onDetails(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = detailValues(form);
    setTyped(values);
    setChecked(true);
    setAsking(true);
    try {
      const result = await detailsSchema.check(values);
      if (!result.ok) {
        setErrors(result.errors);
        focusFirstError(form, result.errors, DETAIL_FIELDS);
        return;
      }
      setErrors({});
      await askForCode(result.data);
    } finally {
      setAsking(false);
    }
  }

  // After a first attempt, the messages follow the typing (as they go away when fixed).
  async function recheckDetails(event: FormEvent<HTMLFormElement>) {
    if (!checked) return;
    const result = await detailsSchema.check(detailValues(event.currentTarget));
    setErrors(result.ok ? {} : result.errors);
  }

  async function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sent) return;
    const form = event.currentTarget;
    setVerifying(true);
    try {
      const checkedCode = await codeSchema.check({ otp });
      if (!checkedCode.ok) {
        setOtpError(checkedCode.errors.otp);
        focusFirstError(form, checkedCode.errors, ["otp"]);
        return;
      }
      setOtpError(undefined);
      setFailure(null);
      const result = await confirmEnquiry({
        targetType,
        targetId,
        ...sent.details,
        otp: checkedCode.data.otp,
      });
      if (result.ok) {
        setDone(result.message ?? "Your enquiry has been sent.");
        router.refresh();
        return;
      }
      if (result.fieldErrors?.otp) setOtpError(result.fieldErrors.otp);
      else setFailure(result.message);
    } finally {
      setVerifying(false);
    }
  }

  async function resend() {
    if (!sent) return;
    setResending(true);
    setOtp("");
    setOtpError(undefined);
    await askForCode(sent.details);
    setResending(false);
  }

  if (done) {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg bg-emerald-50 p-4 text-emerald-900"
      >
        <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" /> {done}
      </p>
    );
  }

  if (sent) {
    return (
      <form onSubmit={onCode} onFocus={codeSchema.preload} noValidate className="space-y-3">
        <FormMessage tone="info">{guestOtpSentMessage(sent.phoneNumber, sent.minutes)}</FormMessage>
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        <TextField
          id={`${id}-otp`}
          label="OTP"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          required
          className="[&_input]:tracking-[0.5em]"
          error={otpError}
          name="otp"
          value={otp}
          onChange={(event) => setOtp(event.target.value)}
        />
        <SubmitButton pending={verifying} pendingText="Verifying…">
          Verify and send enquiry
        </SubmitButton>
        <div className="flex items-center justify-between text-sm">
          <button
            type="button"
            onClick={() => {
              setSent(null);
              setFailure(null);
              setOtp("");
              setOtpError(undefined);
            }}
            className="font-medium text-brand-700 hover:underline"
          >
            Change number
          </button>
          <ResendOtpButton wait={wait} resending={resending} onResend={resend} />
        </div>
      </form>
    );
  }

  return (
    <form
      onSubmit={onDetails}
      onChange={recheckDetails}
      onFocus={() => {
        detailsSchema.preload();
        codeSchema.preload();
      }}
      noValidate
      className="space-y-3"
    >
      <p className="text-sm text-slate-600">
        We text you a one-time code to confirm your number; the {who} sees your name and number only
        with your enquiry.
      </p>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <TextField
        id={`${id}-name`}
        label="Your name"
        autoComplete="name"
        required
        error={errors.name}
        name="name"
        defaultValue={typed.name}
      />
      <TextField
        id={`${id}-phone`}
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        placeholder="10-digit mobile number"
        hint="Indian mobile number, without +91"
        required
        error={errors.phoneNumber}
        name="phoneNumber"
        defaultValue={typed.phoneNumber}
      />
      <div>
        <label htmlFor={`${id}-message`} className="mb-1 block text-sm font-medium text-slate-700">
          Message
        </label>
        <textarea
          id={`${id}-message`}
          rows={3}
          maxLength={ENQUIRY_MESSAGE_MAX}
          aria-invalid={errors.message ? true : undefined}
          className="block w-full rounded-lg border border-slate-300 p-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
          name="message"
          defaultValue={typed.message}
        />
        {errors.message ? (
          <p role="alert" className="mt-1 text-xs font-medium text-red-600">
            {errors.message}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={asking} pendingText="Sending OTP…">
        Send OTP
      </SubmitButton>
      <button
        type="button"
        onClick={openLoginDialog}
        className="inline-flex w-full items-center justify-center gap-2 text-sm font-medium text-brand-700 hover:underline"
      >
        <LogIn aria-hidden className="size-4" /> Log in to send with your account
      </button>
    </form>
  );
}
