"use client";

import { useFormContext } from "react-hook-form";
import type { ListingFormInput } from "@/lib/validation/listing";
import { Field, Input, Select } from "./form-controls";
import { LocalityAutocomplete } from "./locality-autocomplete";

export type CityOption = { slug: string; name: string; state: string };

export function StepLocation({ cities }: { cities: CityOption[] }) {
  const { register, watch, setValue, formState } = useFormContext<ListingFormInput>();
  const citySlug = watch("citySlug") ?? "";
  const locality = watch("localityName") ?? "";
  const errors = formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="citySlug" label="City" error={errors.citySlug?.message} required>
        <Select
          id="citySlug"
          aria-invalid={errors.citySlug ? true : undefined}
          {...register("citySlug", {
            onChange: () => {
              setValue("localityName", "");
              setValue("localityId", null);
            },
          })}
        >
          <option value="">Select the city</option>
          {cities.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}, {c.state}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="localityName" label="Locality" error={errors.localityName?.message} required>
        <LocalityAutocomplete
          inputId="localityName"
          citySlug={citySlug}
          value={locality}
          invalid={Boolean(errors.localityName)}
          describedBy={errors.localityName ? "localityName-error" : undefined}
          onChange={(name, id) => {
            setValue("localityName", name, {
              shouldDirty: true,
              shouldValidate: formState.isSubmitted,
            });
            setValue("localityId", id, { shouldDirty: true });
          }}
        />
      </Field>
      <Field id="address" label="Building / street (optional)" error={errors.address?.message}>
        <Input id="address" maxLength={200} {...register("address")} />
      </Field>
      <Field id="pincode" label="PIN code (optional)" error={errors.pincode?.message}>
        <Input id="pincode" inputMode="numeric" maxLength={6} {...register("pincode")} />
      </Field>
    </div>
  );
}
