"use client";

import { useFormContext } from "react-hook-form";
import type { ListingFormInput } from "@/lib/validation/listing";
import { AmenityChecklist } from "./amenity-checklist";
import { Field, Input, Textarea } from "./form-controls";

export function StepAmenities() {
  const { register, formState } = useFormContext<ListingFormInput>();
  return (
    <div className="space-y-6">
      <AmenityChecklist />
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
