"use client";

import { useFormContext } from "react-hook-form";
import type { ListingFormInput } from "@/lib/validation/listing";
import { CityLocalityFields, type CityOption } from "./city-locality-fields";
import { Field, Input } from "./form-controls";

export type { CityOption };

export function StepLocation({ cities }: { cities: CityOption[] }) {
  const { register, formState } = useFormContext<ListingFormInput>();
  const errors = formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <CityLocalityFields cities={cities} />
      <Field id="address" label="Building / street (optional)" error={errors.address?.message}>
        <Input id="address" maxLength={200} {...register("address")} />
      </Field>
      <Field id="pincode" label="PIN code (optional)" error={errors.pincode?.message}>
        <Input id="pincode" inputMode="numeric" maxLength={6} {...register("pincode")} />
      </Field>
    </div>
  );
}
