"use client";

import { useFormContext } from "react-hook-form";
import { AMENITIES } from "@/lib/validation/property-enums";
import type { ListingFormInput } from "@/lib/validation/listing";
import { AMENITY_LABELS } from "@/lib/format/labels";
import { Field, Input, Textarea } from "./form-controls";

export function StepAmenities() {
  const { register, formState } = useFormContext<ListingFormInput>();
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">Amenities</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {AMENITIES.map((a) => (
            <label key={a} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={a} {...register("amenities")} />
              {AMENITY_LABELS[a]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        id="title"
        label="Title (optional)"
        hint="Leave empty and we'll write one, e.g. “2 BHK Flat for Sale in Vijay Nagar, Indore”"
        error={formState.errors.title?.message}
      >
        <Input id="title" maxLength={120} {...register("title")} />
      </Field>
      <Field
        id="description"
        label="Description (optional)"
        error={formState.errors.description?.message}
      >
        <Textarea id="description" rows={5} maxLength={5000} {...register("description")} />
      </Field>
    </div>
  );
}
