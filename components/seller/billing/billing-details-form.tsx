"use client";

import { usePhrase } from "@/components/i18n/use-phrase";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { stateName } from "@/lib/geo/city-names-hi";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { saveBillingDetailsAction } from "@/lib/payments/actions";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useHydrated } from "@/components/ui/use-hydrated";
import {
  billingDetailsSchema,
  type BillingDetails,
  type BillingDetailsInput,
} from "@/lib/validation/billing";
import { INDIAN_STATES } from "@/lib/validation/seller";

const field =
  "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-400";

/**
 * What invoices are billed to: name, address, state (the place of supply: CGST + SGST in our
 * state, IGST elsewhere) and an optional GSTIN (checked with its check character). Asked at the
 * first checkout, edited on the billing page.
 */
export function BillingDetailsForm({
  initial,
  submitLabel,
  onSaved,
}: {
  initial: BillingDetailsInput;
  submitLabel: string;
  onSaved?: (details: BillingDetails) => void;
}) {
  const phrase = usePhrase();
  const locale = useSiteLocale();
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<BillingDetailsInput>({
    resolver: zodResolver(billingDetailsSchema),
    defaultValues: initial,
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const result = await saveBillingDetailsAction(values);
    if (!result.ok) {
      const fieldErrors = Object.entries(result.fieldErrors ?? {});
      for (const [key, message] of fieldErrors) {
        setFieldError(key as FieldPath<BillingDetailsInput>, { message });
      }
      if (fieldErrors.length === 0) setError(result.message);
      return;
    }
    toast.success(result.message ?? "Billing details saved.");
    onSaved?.(result.data);
  });
  const describe = (name: keyof BillingDetailsInput) =>
    errors[name] ? `billing-${name}-error` : undefined;
  const message = (name: keyof BillingDetailsInput) =>
    errors[name] ? (
      <p id={`billing-${name}-error`} role="alert" className="mt-1 text-xs text-red-700">
        {phrase(errors[name]?.message ?? "")}
      </p>
    ) : null;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      data-hydrated={hydrated}
      className="grid gap-3 sm:grid-cols-2"
    >
      {error ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {phrase(error)}
        </p>
      ) : null}
      <label className="text-sm sm:col-span-2">
        <span className="mb-1 block font-medium text-slate-700">{phrase("Name to bill")}</span>
        <input
          {...register("name")}
          autoComplete="organization"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describe("name")}
          className={field}
        />
        {message("name")}
      </label>
      <label className="text-sm sm:col-span-2">
        <span className="mb-1 block font-medium text-slate-700">{phrase("Billing address")}</span>
        <input
          {...register("address")}
          autoComplete="street-address"
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={describe("address")}
          className={field}
        />
        {message("address")}
      </label>
      <label className="text-sm">
        <span className="mb-1 block font-medium text-slate-700">{phrase("State")}</span>
        <select
          {...register("state")}
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={describe("state")}
          className={field}
        >
          <option value="">{phrase("Choose the state")}</option>
          {INDIAN_STATES.map((s) => (
            <option key={s} value={s}>
              {stateName(s, locale)}
            </option>
          ))}
        </select>
        {message("state")}
      </label>
      <label className="text-sm">
        <span className="mb-1 block font-medium text-slate-700">{phrase("GSTIN (optional)")}</span>
        <input
          {...register("gstin")}
          maxLength={15}
          aria-invalid={errors.gstin ? true : undefined}
          aria-describedby={describe("gstin")}
          className={`${field} font-mono uppercase`}
        />
        {message("gstin")}
      </label>
      <div className="sm:col-span-2">
        <Button type="submit" variant="primary" disabled={!hydrated || isSubmitting}>
          {isSubmitting ? phrase("Saving…") : submitLabel}
        </Button>
      </div>
    </form>
  );
}
