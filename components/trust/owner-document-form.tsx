"use client";

import { usePhrase } from "@/components/i18n/use-phrase";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import { zodResolver } from "@hookform/resolvers/zod";

import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { Field, Input, Select } from "@/components/listing-form/form-controls";
import { DocumentUpload } from "@/components/seller/document-upload";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useHydrated } from "@/components/ui/use-hydrated";
import { submitOwnerDocumentAction } from "@/lib/trust/actions";
import {
  OWNER_DOCUMENT_LABELS,
  OWNER_DOCUMENT_TYPES,
  ownerDocumentSchema,
  type OwnerDocumentInput,
} from "@/lib/validation/trust";

/** A seller sends the owner's document (sale deed, tax receipt or utility bill) for a listing. */
export function OwnerDocumentForm({ listings }: { listings: { id: number; title: string }[] }) {
  const router = useLocalizedRouter();
  const phrase = usePhrase();
  const hydrated = useHydrated();
  const [pending, start] = useTransition();
  const [doc, setDoc] = useState<{ key: string; name: string } | null>(null);
  const form = useForm<OwnerDocumentInput>({
    resolver: zodResolver(ownerDocumentSchema),
    defaultValues: { ownerName: "", documentKey: "" },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    start(async () => {
      const result = await submitOwnerDocumentAction(values);
      if (!result.ok) {
        for (const [k, m] of Object.entries(result.fieldErrors ?? {})) {
          form.setError(k as keyof OwnerDocumentInput, { message: m });
        }
        toast.error(result.message);
        return;
      }
      toast.success(result.message ?? "Document sent.");
      form.reset({ ownerName: "", documentKey: "" });
      setDoc(null);
      router.refresh();
    }),
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      data-hydrated={hydrated}
      aria-label={phrase("Send an owner's document")}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="propertyId" label="Listing" error={errors.propertyId?.message} required>
          <Select id="propertyId" defaultValue="" {...form.register("propertyId")}>
            <option value="">{phrase("Select the listing")}</option>
            {listings.map((l) => (
              <option key={l.id} value={l.id}>
                {l.title}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="documentType" label="Document" error={errors.documentType?.message} required>
          <Select id="documentType" defaultValue="" {...form.register("documentType")}>
            <option value="">{phrase("Select the kind of document")}</option>
            {OWNER_DOCUMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {phrase(OWNER_DOCUMENT_LABELS[t])}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id="ownerName"
          label="Owner's name on the document"
          error={errors.ownerName?.message}
          required
        >
          <Input id="ownerName" maxLength={120} {...form.register("ownerName")} />
        </Field>
      </div>
      <DocumentUpload
        purpose="owner"
        label="Owner's document"
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
        {phrase(pending ? "Sending…" : "Send for checking")}
      </Button>
    </form>
  );
}
