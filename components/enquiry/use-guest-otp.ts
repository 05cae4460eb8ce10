"use client";

import { useState, type ComponentProps, type FormEvent } from "react";
import { lazySchema } from "@/components/forms/lazy-schema";
import { guestOtpSentMessage } from "@/lib/validation/enquiry-values";
import type { GuestOtpStep } from "./guest-otp-step";
import { useCountdown } from "./use-countdown";

const RESEND_AFTER_SECONDS = 60;

// The schema (and zod) loads when the visitor first focuses the form, not with the page.
const codeSchema = lazySchema(() => import("@/lib/validation/auth").then((m) => m.otpFormSchema));

/** When the code went out (read in event handlers only). */
const clock = () => Date.now();

/** A route's answer to "send a code": the number as the route read it, and how long it lasts. */
export type GuestOtpIssued = { phoneNumber: string; expiresInSeconds: number };

/** A route's refusal as the form shows it: the code's own message if any, else `failure`. */
export type GuestOtpRefusal = { failure: string; otp?: string | undefined };

/** The code that went out: what the form asked with, where it went, its minutes, when. */
export type GuestOtpSent<Request> = {
  request: Request;
  phoneNumber: string;
  minutes: number;
  at: number;
};

type StepProps = Omit<ComponentProps<typeof GuestOtpStep>, "submitLabel">;

/**
 * The OTP step of a guest's form (the guest enquiry, the conversations' guest access): the code
 * that went out, the typed code and its message, the resend countdown, "change number". The
 * form says how to ask for a code (`ask`, which shows its own field messages on a refusal) and
 * how to check it (`confirm`, which does what the form does next when the code is right).
 */
export function useGuestOtp<Request>({
  ask,
  confirm,
}: {
  ask: (request: Request) => Promise<GuestOtpIssued | GuestOtpRefusal>;
  /** Null when the code was accepted. */
  confirm: (sent: GuestOtpSent<Request>, otp: string) => Promise<GuestOtpRefusal | null>;
}): {
  /** The form's message (shared by both steps). */
  failure: string | null;
  askForCode: (request: Request) => Promise<void>;
  /** Starts loading the code's schema (from the first step's onFocus). */
  preload: () => void;
  /** GuestOtpStep's props once a code went out, else null. */
  step: StepProps | null;
} {
  const [sent, setSent] = useState<GuestOtpSent<Request> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [otp, setOtp] = useState("");
  const [otpError, setOtpError] = useState<string | undefined>(undefined);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const wait = useCountdown(sent?.at ?? null, RESEND_AFTER_SECONDS);

  async function askForCode(request: Request): Promise<void> {
    setFailure(null);
    const result = await ask(request);
    if ("failure" in result) {
      setFailure(result.failure);
      return;
    }
    const { phoneNumber, expiresInSeconds } = result;
    setSent({ request, phoneNumber, minutes: expiresInSeconds / 60, at: clock() });
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
      const refusal = await confirm(sent, checked.data.otp);
      if (!refusal) return;
      if (refusal.otp) setOtpError(refusal.otp);
      else setFailure(refusal.failure);
    } finally {
      setVerifying(false);
    }
  }

  async function resend() {
    if (!sent) return;
    setResending(true);
    setOtp("");
    setOtpError(undefined);
    await askForCode(sent.request);
    setResending(false);
  }

  function changeNumber() {
    setSent(null);
    setFailure(null);
    setOtp("");
    setOtpError(undefined);
  }

  return {
    failure,
    askForCode,
    preload: codeSchema.preload,
    step: sent
      ? {
          notice: guestOtpSentMessage(sent.phoneNumber, sent.minutes),
          failure,
          otp,
          otpError,
          verifying,
          wait,
          resending,
          onOtp: setOtp,
          onSubmit: onCode,
          onFocus: codeSchema.preload,
          onChangeNumber: changeNumber,
          onResend: resend,
        }
      : null,
  };
}
