"use client";

import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import { Send } from "lucide-react";

import { useId, useState, useTransition, type FormEvent } from "react";
import { EnquirySent } from "@/components/enquiry/enquiry-sent";
import { GuestEnquiryForm } from "@/components/enquiry/guest-enquiry-form";
import { sendEnquiry } from "@/lib/leads/actions";
import { ENQUIRY_MESSAGE_MAX, type EnquiryTarget } from "@/lib/validation/enquiry-values";

export type EnquirySender = { name: string; phone: string; email: string };

const WHO: Record<EnquiryTarget, "seller" | "builder" | "agent"> = {
  property: "seller",
  project: "builder",
  broker: "agent",
};

/**
 * The enquiry form. Signed-in visitors send with their account's name and phone; others give
 * a name and mobile number and confirm it with an OTP (the seller only gets verified numbers).
 */
export function EnquiryForm({
  targetType,
  targetId,
  sender,
  defaultMessage,
}: {
  targetType: EnquiryTarget;
  targetId: number;
  sender: EnquirySender | null;
  defaultMessage: string;
}) {
  const id = useId();
  const router = useLocalizedRouter();
  const [pending, startTransition] = useTransition();
  const [sent, setSent] = useState<{ message: string; threadId: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useTranslations("enquiry");
  const phrase = usePhrase();

  if (!sender) {
    return (
      <GuestEnquiryForm
        targetType={targetType}
        targetId={targetId}
        who={WHO[targetType]}
        defaultMessage={defaultMessage}
      />
    );
  }

  if (sent) return <EnquirySent message={sent.message} threadId={sent.threadId} />;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = String(new FormData(event.currentTarget).get("message") ?? "");
    setError(null);
    startTransition(async () => {
      const result = await sendEnquiry({ targetType, targetId, message });
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
    <form onSubmit={submit} className="space-y-3" aria-describedby={`${id}-from`}>
      <p id={`${id}-from`} className="text-sm text-slate-600">
        {t("sendingAs")} <strong className="text-slate-800">{sender.name}</strong> ({sender.phone})
      </p>
      <label className="block text-sm font-medium text-slate-700">
        {t("message")}
        <textarea
          name="message"
          rows={3}
          maxLength={ENQUIRY_MESSAGE_MAX}
          defaultValue={defaultMessage}
          className="mt-1 w-full rounded-lg border border-slate-300 p-3 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
        />
      </label>
      {error ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {phrase(error)}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-70"
      >
        <Send aria-hidden className="size-5" />{" "}
        {pending ? t("sending") : t("contactWho", { who: t(`who.${WHO[targetType]}`) })}
      </button>
    </form>
  );
}
