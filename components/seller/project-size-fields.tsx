"use client";

import { useFormContext } from "react-hook-form";
import { Field, Input } from "@/components/listing-form/form-controls";
import type { ProjectFormInput } from "@/lib/validation/project";

/** Total units, towers and land area (all optional). */
export function ProjectSizeFields() {
  const { register, formState } = useFormContext<ProjectFormInput>();
  const errors = formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field id="totalUnits" label="Total units (optional)" error={errors.totalUnits?.message}>
        <Input id="totalUnits" inputMode="numeric" {...register("totalUnits")} />
      </Field>
      <Field id="towers" label="Towers (optional)" error={errors.towers?.message}>
        <Input id="towers" inputMode="numeric" {...register("towers")} />
      </Field>
      <Field
        id="landAreaAcres"
        label="Land area in acres (optional)"
        error={errors.landAreaAcres?.message}
      >
        <Input id="landAreaAcres" inputMode="decimal" {...register("landAreaAcres")} />
      </Field>
    </div>
  );
}
