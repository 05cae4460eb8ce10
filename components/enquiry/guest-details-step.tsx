"use client";

import { usePhrase } from "@/components/i18n/use-phrase";

import { useTranslations } from "next-intl";

import { LogIn } from "lucide-react";
import { useId, type FormEvent } from "react";
import { FormMessage } from "@/components/auth/form-message";
import { SubmitButton } from "@/components/auth/submit-button";
import { TextField } from "@/components/auth/text-field";
import { GuestEnquiryIntro } from "@/components/enquiry/guest-enquiry-intro";
import { openLoginDialog } from "@/components/enquiry/open-login";
import type { FieldMessages } from "@/components/forms/lazy-schema";
import { ENQUIRY_MESSAGE_MAX } from "@/lib/validation/enquiry-values";
import type { GuestDetailsForm } from "@/lib/validation/lead";

/** Step 1 of a guest enquiry: who is asking (name, mobile) and the message. */
export function GuestDetailsStep({
  who,
  typed,
  errors,
  failure,
  asking,
  onSubmit,
  onChange,
  onFocus,
}: {
  who: string;
  typed: GuestDetailsForm;
  errors: FieldMessages;
  failure: string | null;
  asking: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  onFocus: () => void;
}) {
  const id = useId();
  const t = useTranslations("enquiry");
  const phrase = usePhrase();
  return (
    <form
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={onFocus}
      noValidate
      className="space-y-3"
    >
      <GuestEnquiryIntro who={who} />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <fieldset className="space-y-3">
        <legend className="sr-only">{t("yourDetails")}</legend>
        <TextField
          id={`${id}-name`}
          label={t("name")}
          autoComplete="name"
          required
          error={errors.name}
          name="name"
          defaultValue={typed.name}
        />
        <TextField
          id={`${id}-phone`}
          label={t("mobile")}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          placeholder={t("mobilePlaceholder")}
          hint={t("mobileHint")}
          required
          error={errors.phoneNumber}
          name="phoneNumber"
          defaultValue={typed.phoneNumber}
        />
        <TextField
          id={`${id}-email`}
          label={t("email")}
          type="email"
          autoComplete="email"
          hint={t("emailHint")}
          error={errors.email}
          name="email"
          defaultValue={typed.email}
        />
      </fieldset>
      <fieldset>
        <legend className="sr-only">{t("yourMessage")}</legend>
        <label htmlFor={`${id}-message`} className="mb-1 block text-sm font-medium text-slate-700">
          {t("message")}
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
            {phrase(errors.message)}
          </p>
        ) : null}
      </fieldset>
      <SubmitButton pending={asking} pendingText={t("sendingOtp")}>
        {t("sendOtp")}
      </SubmitButton>
      <button
        type="button"
        onClick={openLoginDialog}
        className="inline-flex w-full items-center justify-center gap-2 text-sm font-medium text-brand-700 hover:underline"
      >
        <LogIn aria-hidden className="size-4" /> {t("logIn")}
      </button>
    </form>
  );
}
