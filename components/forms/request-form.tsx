"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { useEffect, useId, useRef, useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { formatLongDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/locales";
import { submitContactRequest } from "@/lib/inbox/actions";
import type { ServiceSlug } from "@/lib/services/catalog";
import {
  contactRequestSchema,
  type ContactRequest,
  type ContactRequestInput,
} from "@/lib/validation/contact";
import { FormField } from "./form-field";
import {
  CONSULTATION_FORM_FIELDS,
  CONTACT_FORM_FIELDS,
  SERVICE_FORM_FIELDS,
  type RequestField,
  type RequestFormKey,
} from "./request-form-config";

export type RequestFormProps = { heading: string; description?: string } & (
  | { variant: "service"; service: { slug: ServiceSlug; title: string }; messageHint?: string }
  | { variant: "contact" }
  | { variant: "advice" }
);

function setup(props: RequestFormProps): {
  fields: RequestField[];
  defaults: ContactRequestInput;
  submitLabel: RequestFormKey;
} {
  const person = { name: "", phone: "", email: "", message: "" };
  switch (props.variant) {
    case "service":
      return {
        fields: SERVICE_FORM_FIELDS.map((f) =>
          f.name === "message" && props.messageHint ? { ...f, placeholder: props.messageHint } : f,
        ),
        defaults: { kind: "service", service: props.service.slug, city: "", ...person },
        submitLabel: "submitService",
      };
    case "contact":
      return {
        fields: CONTACT_FORM_FIELDS,
        defaults: { kind: "contact", ...person },
        submitLabel: "submitContact",
      };
    case "advice":
      return {
        fields: CONSULTATION_FORM_FIELDS,
        // The topic starts unchosen; the schema answers "Please choose a topic." until it is.
        defaults: { kind: "advice", preferredDate: "", ...person } as ContactRequestInput,
        submitLabel: "submitAdvice",
      };
  }
}

type Translate = ReturnType<typeof useTranslations<"requestForm">>;

/** What the form says once the request is stored (also its toast), in the page's language. */
function thankYou(
  props: RequestFormProps,
  request: ContactRequest,
  t: Translate,
  phrase: (english: string) => string,
  locale: Locale,
): string {
  if (request.kind === "advice")
    return t("thankAdvice", { date: formatLongDate(request.preferredDate, locale) });
  if (props.variant === "service")
    return t("thankService", { service: phrase(props.service.title) });
  return t("thankContact");
}

/** The contact, service-request and consultation forms: one schema, one server action. */
export function RequestForm(props: RequestFormProps) {
  const { fields, defaults, submitLabel } = setup(props);
  const t = useTranslations("requestForm");
  const phrase = usePhrase();
  const locale = useSiteLocale();
  const idPrefix = useId();
  const headingId = `${idPrefix}-heading`;
  const [success, setSuccess] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const form = useForm<ContactRequestInput, unknown, ContactRequest>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: defaults,
  });
  const { isSubmitting } = form.formState;

  useEffect(() => {
    if (success) successRef.current?.focus();
  }, [success]);

  const onSubmit = form.handleSubmit(async (request) => {
    setFormError(null);
    try {
      const result = await submitContactRequest(request);
      if (result.ok) {
        const message = thankYou(props, request, t, phrase, locale);
        setSuccess(message);
        toast.success(message);
        form.reset(defaults);
        return;
      }
      for (const [name, message] of Object.entries(result.fieldErrors ?? {})) {
        form.setError(name as Path<ContactRequestInput>, { message }, { shouldFocus: true });
      }
      setFormError(phrase(result.message));
    } catch {
      setFormError(t("network"));
    }
  });

  return (
    <section
      aria-labelledby={headingId}
      className="@container rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {props.heading}
      </h2>
      {props.description ? (
        <p className="mt-1 text-sm text-slate-600">{props.description}</p>
      ) : null}
      <div aria-live="polite">
        {success ? (
          <div
            ref={successRef}
            tabIndex={-1}
            role="status"
            className="mt-4 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900 focus:outline-none"
          >
            <p className="font-semibold">{success}</p>
            <button
              type="button"
              onClick={() => setSuccess(null)}
              className="mt-3 text-sm font-medium text-brand-700 underline"
            >
              {t("sendAnother")}
            </button>
          </div>
        ) : null}
      </div>
      {success ? null : (
        <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 @lg:grid-cols-2">
          {fields.map((field) => (
            <FormField
              key={field.name}
              field={field}
              id={`${idPrefix}-${field.name}`}
              registration={form.register(field.name as Path<ContactRequestInput>)}
              error={
                form.getFieldState(field.name as Path<ContactRequestInput>, form.formState).error
                  ?.message
              }
            />
          ))}
          {formError ? (
            <p role="alert" className="text-sm font-medium text-red-700 @lg:col-span-2">
              {formError}
            </p>
          ) : null}
          <div className="@lg:col-span-2">
            <button
              type="submit"
              disabled={isSubmitting}
              className="w-full rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900 focus:outline-none focus:ring-2 focus:ring-brand-500 focus:ring-offset-2 disabled:opacity-70 @lg:w-auto"
            >
              {isSubmitting ? t("sending") : t(submitLabel)}
            </button>
            <p className="mt-2 text-xs text-slate-600">
              {t.rich("privacy", {
                policy: (chunks) => (
                  <Link href="/privacy-policy" className="underline">
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          </div>
        </form>
      )}
    </section>
  );
}
