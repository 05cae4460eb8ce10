"use client";

import { usePhrase } from "@/components/i18n/use-phrase";

import { useFormContext, useWatch } from "react-hook-form";
import { Field, Input, Select, Textarea } from "@/components/listing-form/form-controls";
import type { ProjectFormInput } from "@/lib/validation/project";
import { INDIAN_STATES } from "@/lib/validation/seller";

/** RERA: the registration number and state, or the reason the project is exempt. */
export function ProjectReraFields() {
  const { register, control, formState } = useFormContext<ProjectFormInput>();
  const errors = formState.errors;
  const exempt = useWatch({ control, name: "reraExempt" });
  const phrase = usePhrase();
  return (
    <fieldset className="space-y-3 rounded-md border p-4 border-slate-200">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {phrase("RERA registration")}
      </legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register("reraExempt")} />{" "}
        {phrase("This project is exempt from RERA registration")}
      </label>
      {errors.reraExempt?.message ? (
        <p role="alert" className="text-xs font-medium text-red-600">
          {phrase(errors.reraExempt.message)}
        </p>
      ) : null}
      {exempt ? (
        <Field
          id="reraExemptReason"
          label="Reason for exemption"
          error={errors.reraExemptReason?.message}
          hint="e.g. land under 500 m² or up to 8 apartments (RERA Sec 3(2))"
          required
        >
          <Textarea
            id="reraExemptReason"
            rows={2}
            maxLength={500}
            {...register("reraExemptReason")}
          />
        </Field>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="reraNumber"
            label="RERA registration number"
            error={errors.reraNumber?.message}
            required
          >
            <Input id="reraNumber" maxLength={60} {...register("reraNumber")} />
          </Field>
          <Field
            id="reraState"
            label="Registered in (state)"
            error={errors.reraState?.message}
            required
          >
            <Select id="reraState" {...register("reraState")}>
              <option value="">{phrase("Select the state")}</option>
              {INDIAN_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      )}
    </fieldset>
  );
}
