"use client";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";

import { useState, type FormEvent } from "react";
import { lazySchema, type FieldMessages } from "@/components/forms/lazy-schema";
import type { EnquiryTarget } from "@/lib/validation/enquiry-values";
import type { GuestDetailsForm } from "@/lib/validation/lead";
import { EnquirySent } from "./enquiry-sent";
import { postEnquiry } from "./post-enquiry";
import { GuestDetailsStep } from "./guest-details-step";
import { GuestOtpStep } from "./guest-otp-step";
import { rememberGuestThreads } from "./guest-threads";
import { useGuestOtp, type GuestOtpIssued } from "./use-guest-otp";

// The schema (and zod) loads when the visitor first focuses the form, not with the page.
const detailsSchema = lazySchema(() =>
  import("@/lib/validation/lead").then((m) => m.guestDetailsFormSchema),
);

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
  const [done, setDone] = useState<{ message: string; threadId: number } | null>(null);

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
  const code = useGuestOtp<GuestDetailsForm>({
    async ask(values) {
      const result = await postEnquiry<GuestOtpIssued>("/api/enquiries/otp", {
        targetType,
        targetId,
        ...values,
      });
      if (result.ok) return result.data;
      const fields = result.fieldErrors ?? {};
      const messages: FieldMessages = {};
      for (const name of DETAIL_FIELDS) if (fields[name]) messages[name] = fields[name];
      setErrors(messages);
      return { failure: result.message };
    },
    async confirm(sent, otp) {
      const result = await postEnquiry<{ threadId: number }>("/api/enquiries/confirm", {
        targetType,
        targetId,
        ...sent.request,
        otp,
      });
      if (!result.ok) return { failure: result.message, otp: result.fieldErrors?.otp };
      rememberGuestThreads();
      setDone({
        message: result.message ?? "Your enquiry has been sent.",
        threadId: result.data.threadId,
      });
      router.refresh();
      return null;
    },
  });

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
      await code.askForCode(result.data);
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

  if (done) return <EnquirySent message={done.message} threadId={done.threadId} />;

  if (code.step) return <GuestOtpStep {...code.step} />;

  return (
    <GuestDetailsStep
      who={who}
      typed={typed}
      errors={errors}
      failure={code.failure}
      asking={asking}
      onSubmit={onDetails}
      onChange={recheckDetails}
      onFocus={() => {
        detailsSchema.preload();
        code.preload();
      }}
    />
  );
}
