"use client";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import { useState, useTransition, type FormEvent } from "react";
import {
  AccountDetailsStep,
  ENQUIRY_WHO,
  type EnquirySender,
} from "@/components/enquiry/account-details-step";
import { EnquirySent } from "@/components/enquiry/enquiry-sent";
import { GuestEnquiryForm } from "@/components/enquiry/guest-enquiry-form";
import { postEnquiry } from "./post-enquiry";
import type { EnquiryTarget } from "@/lib/validation/enquiry-values";

export type { EnquirySender };

/**
 * The enquiry form. Signed-in visitors send with their account's name and phone; others give
 * a name and mobile number and confirm it with an OTP (the seller only gets verified numbers).
 * It loads when the visitor first reaches for the form (enquiry-form-on-use.tsx): `initial` is
 * what they had typed into its first look by then.
 */
export function EnquiryForm({
  targetType,
  targetId,
  sender,
  defaultMessage,
  initial = {},
}: {
  targetType: EnquiryTarget;
  targetId: number;
  sender: EnquirySender | null;
  defaultMessage: string;
  initial?: Record<string, string>;
}) {
  const router = useLocalizedRouter();
  const [pending, startTransition] = useTransition();
  const [sent, setSent] = useState<{ message: string; threadId: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!sender) {
    return (
      <GuestEnquiryForm
        targetType={targetType}
        targetId={targetId}
        who={ENQUIRY_WHO[targetType]}
        defaultMessage={defaultMessage}
        initial={initial}
      />
    );
  }

  if (sent) return <EnquirySent message={sent.message} threadId={sent.threadId} />;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = String(new FormData(event.currentTarget).get("message") ?? "");
    setError(null);
    startTransition(async () => {
      const result = await postEnquiry<{ threadId: number }>("/api/enquiries", {
        targetType,
        targetId,
        message,
      });
      if (result.ok) {
        setSent({
          message: result.message ?? "Your enquiry has been sent.",
          threadId: result.data.threadId,
        });
        router.refresh();
      } else {
        setError(result.fieldErrors?.message ?? result.message);
      }
    });
  }

  return (
    <AccountDetailsStep
      sender={sender}
      who={ENQUIRY_WHO[targetType]}
      message={initial.message ?? defaultMessage}
      pending={pending}
      error={error}
      onSubmit={submit}
    />
  );
}
