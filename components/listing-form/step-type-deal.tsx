"use client";

import { useEffect } from "react";
import { useFormContext } from "react-hook-form";
import { usePhrase } from "@/components/i18n/use-phrase";
import { TYPE_GROUPS, TYPE_GROUP_OF } from "@/lib/listings/fields";
import type { ListingFormInput } from "@/lib/validation/listing";
import { PROPERTY_TYPE_LABELS } from "@/lib/format/labels";
import {
  COMMERCIAL_TYPES,
  LAND_TYPES,
  RESIDENTIAL_TYPES,
  type DealType,
} from "@/lib/validation/property-enums";
import { FieldError } from "./form-controls";

const TYPE_SECTIONS = [
  { title: "Residential", types: RESIDENTIAL_TYPES },
  { title: "Land and plots", types: LAND_TYPES },
  { title: "Commercial", types: COMMERCIAL_TYPES },
] as const;

const DEALS: { value: DealType; label: string }[] = [
  { value: "sale", label: "Sell" },
  { value: "rent", label: "Rent / Lease" },
  { value: "pg", label: "PG / Co-living" },
];

const chip =
  "flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50";

export function StepTypeDeal() {
  const { register, watch, setValue, formState } = useFormContext<ListingFormInput>();
  const phrase = usePhrase();
  const type = watch("propertyType");
  const deal = watch("dealType");
  const allowed = type ? TYPE_GROUPS[TYPE_GROUP_OF[type]].deals : DEALS.map((d) => d.value);

  useEffect(() => {
    if (type && deal && !allowed.includes(deal)) setValue("dealType", "sale");
  }, [type, deal, allowed, setValue]);

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">
          {phrase("You want to")}
        </legend>
        <div className="flex flex-wrap gap-2">
          {DEALS.map((d) => (
            <label key={d.value} className={chip}>
              <input
                type="radio"
                value={d.value}
                disabled={!allowed.includes(d.value)}
                {...register("dealType")}
              />
              {phrase(d.label)}
            </label>
          ))}
        </div>
        <FieldError message={formState.errors.dealType?.message} />
      </fieldset>
      {TYPE_SECTIONS.map((section) => (
        <fieldset key={section.title}>
          <legend className="mb-2 text-sm font-semibold text-slate-800">
            {phrase(section.title)}
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {section.types.map((t) => (
              <label key={t} className={chip}>
                <input type="radio" value={t} {...register("propertyType")} />
                {phrase(PROPERTY_TYPE_LABELS[t])}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <FieldError message={formState.errors.propertyType?.message} />
    </div>
  );
}
