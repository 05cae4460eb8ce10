"use client";

import { usePhrase } from "@/components/i18n/use-phrase";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { stateName } from "@/lib/geo/city-names-hi";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import { zodResolver } from "@hookform/resolvers/zod";

import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { submitVerificationAction } from "@/lib/seller/actions";
import { Field, Input, Select } from "@/components/listing-form/form-controls";
import { useHydrated } from "@/components/ui/use-hydrated";
import {
  INDIAN_STATES,
  verificationRequestSchema,
  type VerificationRequestInput,
} from "@/lib/validation/seller";
import { DocumentUpload } from "./document-upload";
import { Button } from "@/components/ui/button";

/** An agent's RERA number, state and registration certificate, sent for admin review. */
export function VerificationForm() {
  const phrase = usePhrase();
  const locale = useSiteLocale();
  const router = useLocalizedRouter();
  const hydrated = useHydrated();
  const [pending, start] = useTransition();
  const [doc, setDoc] = useState<{ key: string; name: string } | null>(null);
  const form = useForm<VerificationRequestInput>({
    resolver: zodResolver(verificationRequestSchema),
    defaultValues: { reraNumber: "", documentKey: "" },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    start(async () => {
      const result = await submitVerificationAction(values);
      if (!result.ok) {
        for (const [k, m] of Object.entries(result.fieldErrors ?? {})) {
          form.setError(k as keyof VerificationRequestInput, { message: m });
        }
        toast.error(result.message);
        return;
      }
      toast.success(result.message ?? "Request sent.");
      router.refresh();
    }),
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      data-hydrated={hydrated}
      className="space-y-4 rounded-lg border bg-white p-4 shadow-sm sm:p-6 border-slate-200"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="reraNumber"
          label="RERA agent registration number"
          error={errors.reraNumber?.message}
          required
        >
          <Input
            id="reraNumber"
            maxLength={60}
            placeholder={phrase("e.g. A51800012345")}
            {...form.register("reraNumber")}
          />
        </Field>
        <Field
          id="reraState"
          label="State of registration"
          error={errors.reraState?.message}
          required
        >
          <Select id="reraState" defaultValue="" {...form.register("reraState")}>
            <option value="">{phrase("Select the state")}</option>
            {INDIAN_STATES.map((s) => (
              <option key={s} value={s}>
                {stateName(s, locale)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <DocumentUpload
        purpose="verification"
        label="Registration certificate"
        accept="application/pdf,image/jpeg,image/png"
        hint="PDF, JPEG or PNG, up to 10 MB. Only our verification team can see it."
        current={doc}
        invalid={errors.documentKey?.message}
        onUploaded={(file) => {
          setDoc(file);
          form.setValue("documentKey", file?.key ?? "", {
            shouldValidate: form.formState.isSubmitted,
          });
        }}
      />
      <Button type="submit" variant="primary" disabled={pending}>
        {phrase(pending ? "Sending…" : "Send for verification")}
      </Button>
    </form>
  );
}
