import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useId, type FormEvent } from "react";
import { ENQUIRY_MESSAGE_MAX, type EnquiryTarget } from "@/lib/validation/enquiry-values";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { useWhoWords } from "@/components/enquiry/guest-enquiry-intro";

export type EnquirySender = { name: string; phone: string; email: string };

/** Who receives an enquiry, by what it is about. */
export const ENQUIRY_WHO: Record<EnquiryTarget, string> = {
  property: "seller",
  project: "builder",
  broker: "agent",
};

/** An enquiry from a signed-in visitor: their account's name and phone, and the message. */
export function AccountDetailsStep({
  sender,
  who,
  message,
  pending,
  error,
  onSubmit,
}: {
  sender: EnquirySender;
  who: string;
  message: string;
  pending: boolean;
  error: string | null;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const id = useId();
  const t = useTranslations("enquiry");
  const phrase = usePhrase();
  const whoWords = useWhoWords(who);
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-describedby={`${id}-from`}>
      <p id={`${id}-from`} className="text-sm text-slate-600">
        {t("sendingAs")} <strong className="text-slate-800">{sender.name}</strong> ({sender.phone})
      </p>
      <label className="block text-sm font-medium text-slate-700">
        {t("message")}
        <textarea
          name="message"
          rows={3}
          maxLength={ENQUIRY_MESSAGE_MAX}
          defaultValue={message}
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
        <SpriteIcon name="send" className="size-5" />{" "}
        {pending ? t("sending") : t("contactWho", { who: whoWords })}
      </button>
    </form>
  );
}
