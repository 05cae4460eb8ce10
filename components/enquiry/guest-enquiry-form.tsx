"use client";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";

import { useState, type FormEvent } from "react";
import { lazySchema, type FieldMessages } from "@/components/forms/lazy-schema";
import { guestOtpSentMessage, type EnquiryTarget } from "@/lib/validation/enquiry-values";
import type { GuestDetailsForm } from "@/lib/validation/lead";
import { EnquirySent } from "./enquiry-sent";
import { postEnquiry } from "./post-enquiry";
import { GuestDetailsStep } from "./guest-details-step";
import { GuestOtpStep } from "./guest-otp-step";
import { rememberGuestThreads } from "./guest-threads";
import { useCountdown } from "./use-countdown";

const RESEND_AFTER_SECONDS = 60;

// The schemas (and zod) load when the visitor first focuses the form, not with the page.
const detailsSchema = lazySchema(() =>
  import("@/lib/validation/lead").then((m) => m.guestDetailsFormSchema),
);
const codeSchema = lazySchema(() => import("@/lib/validation/auth").then((m) => m.otpFormSchema));

const DETAIL_FIELDS = ["name", "phoneNumber", "email", "message"] as const;

function detailValues(form: HTMLFormElement): GuestDetailsForm {
  const data = new FormData(form);
  return {
    name: String(data.get("name") ?? ""),
    phoneNumber: String(data.get("phoneNumber") ?? ""),
    email: String(data.get("email") ?? ""),
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

/**
 * An enquiry from a visitor who is not signed in: name, mobile number and message, then the
 * 6-digit OTP texted to that number. Only a checked number reaches the seller.
 */
export function GuestEnquiryForm({
  targetType,
  targetId,
  who,
  defaultMessage,
  initial = {},
}: {
  targetType: EnquiryTarget;
  targetId: number;
  who: string;
  defaultMessage: string;
  /** What the visitor had typed into the form's first look (enquiry-form-on-use.tsx). */
  initial?: Record<string, string>;
}) {
  const router = useLocalizedRouter();
  const [sent, setSent] = useState<Sent | null>(null);
  const [done, setDone] = useState<{ message: string; threadId: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const wait = useCountdown(sent?.at ?? null, RESEND_AFTER_SECONDS);

  // What the visitor typed (kept when they go back to change the number).
  const [typed, setTyped] = useState<GuestDetailsForm>({
    name: initial.name ?? "",
    phoneNumber: initial.phoneNumber ?? "",
    email: initial.email ?? "",
    message: initial.message ?? defaultMessage,
  });
  const [errors, setErrors] = useState<FieldMessages>({});
  const [checked, setChecked] = useState(false);
  const [asking, setAsking] = useState(false);
  const [otp, setOtp] = useState("");
  const [otpError, setOtpError] = useState<string | undefined>(undefined);
  const [verifying, setVerifying] = useState(false);

  async function askForCode(values: GuestDetailsForm): Promise<boolean> {
    setFailure(null);
    const result = await postEnquiry<{ phoneNumber: string; expiresInSeconds: number }>(
      "/api/enquiries/otp",
      { targetType, targetId, ...values },
    );
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
      const result = await postEnquiry<{ threadId: number }>("/api/enquiries/confirm", {
        targetType,
        targetId,
        ...sent.details,
        otp: checkedCode.data.otp,
      });
      if (result.ok) {
        rememberGuestThreads();
        setDone({
          message: result.message ?? "Your enquiry has been sent.",
          threadId: result.data.threadId,
        });
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

  if (done) return <EnquirySent message={done.message} threadId={done.threadId} />;

  if (sent) {
    return (
      <GuestOtpStep
        notice={guestOtpSentMessage(sent.phoneNumber, sent.minutes)}
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
    <GuestDetailsStep
      who={who}
      typed={typed}
      errors={errors}
      failure={failure}
      asking={asking}
      onSubmit={onDetails}
      onChange={recheckDetails}
      onFocus={() => {
        detailsSchema.preload();
        codeSchema.preload();
      }}
    />
  );
}
