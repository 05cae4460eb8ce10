"use client";

import { usePhrase } from "@/components/i18n/use-phrase";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { stateName } from "@/lib/geo/city-names-hi";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { sellerProfileSchema, type SellerProfileInput } from "@/lib/validation/auth";
import type { SellerKind } from "@/lib/validation/property-enums";
import type { ActionResult } from "@/lib/actions/result";
import { applyFieldErrors } from "./action-errors";
import { TextField } from "./text-field";
import { FormMessage } from "./form-message";
import { SubmitButton } from "./submit-button";

const FIELD_NAMES = ["companyName", "address", "city", "about", "reraNumber", "reraState"] as const;
const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

/** Company, address, city, about — and the RERA agent number + state for agents. */
export function SellerProfileForm({
  kind,
  initial,
  states,
  action,
}: {
  kind: SellerKind;
  initial: SellerProfileInput;
  states: readonly string[];
  action: (input: SellerProfileInput) => Promise<ActionResult<unknown>>;
}) {
  const phrase = usePhrase();
  const locale = useSiteLocale();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SellerProfileInput>({
    resolver: zodResolver(sellerProfileSchema),
    defaultValues: initial,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const answer = await action(values);
    if (!answer.ok) {
      setFormError(applyFieldErrors(answer, FIELD_NAMES, setError));
      toast.error(answer.message);
      return;
    }
    reset(getValues());
    toast.success(answer.message ?? "Profile updated");
    // The page's own line ("· Verified") and the workspace header read the saved profile.
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <TextField
        id="seller-companyName"
        label={kind === "individual" ? "Company Name (optional)" : "Company Name"}
        autoComplete="organization"
        error={errors.companyName?.message}
        {...register("companyName")}
      />
      <TextField
        id="seller-address"
        label="Address"
        autoComplete="street-address"
        error={errors.address?.message}
        {...register("address")}
      />
      <TextField
        id="seller-city"
        label="City"
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register("city")}
      />
      <div>
        <label htmlFor="seller-about" className="mb-1 block text-sm font-medium text-slate-700">
          {phrase("About")}
        </label>
        <textarea
          id="seller-about"
          rows={5}
          className={inputClass}
          aria-invalid={errors.about ? true : undefined}
          {...register("about")}
        />
        {errors.about?.message ? (
          <p role="alert" className="mt-1 text-xs font-medium text-red-600">
            {phrase(errors.about.message)}
          </p>
        ) : null}
      </div>
      {kind === "agent" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="seller-reraNumber"
            label="RERA Agent Number"
            hint="As issued by your state's RERA authority."
            error={errors.reraNumber?.message}
            {...register("reraNumber")}
          />
          <div>
            <label
              htmlFor="seller-reraState"
              className="mb-1 block text-sm font-medium text-slate-700"
            >
              {phrase("RERA State")}
            </label>
            <select
              id="seller-reraState"
              className={inputClass}
              aria-invalid={errors.reraState ? true : undefined}
              {...register("reraState")}
            >
              <option value="">{phrase("Choose a state")}</option>
              {states.map((state) => (
                <option key={state} value={state}>
                  {stateName(state, locale)}
                </option>
              ))}
            </select>
            {errors.reraState?.message ? (
              <p role="alert" className="mt-1 text-xs font-medium text-red-600">
                {phrase(errors.reraState.message)}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
      <div className="sm:w-48">
        <SubmitButton pending={isSubmitting} disabled={!isDirty} pendingText="Saving…">
          Save Profile
        </SubmitButton>
      </div>
    </form>
  );
}
