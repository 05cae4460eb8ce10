"use client";

import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { usePhrase } from "@/components/i18n/use-phrase";
import { DEAL_CHOICE_LABELS, dealNotOfferedMessage, dealsOffered } from "@/lib/listings/fields";
import type { ListingFormInput } from "@/lib/validation/listing";
import { PROPERTY_TYPE_LABELS } from "@/lib/format/labels";
import {
  COMMERCIAL_TYPES,
  DEAL_TYPES,
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

/**
 * No deal chosen. The form's values are partial until each step is done (the wizard starts
 * without a property type the same way); the schema then asks for the deal. Null, not
 * undefined: it unticks the radios and stays in the saved draft, so a restored draft does not
 * bring back the empty form's "sale".
 */
const NO_DEAL = null as unknown as DealType;

const chip =
  "flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:disabled]:cursor-not-allowed has-[:disabled]:border-dashed has-[:disabled]:opacity-50";

/**
 * The deal and the property type. A deal the type is not offered on cannot be chosen; when the
 * seller picks a type that does not offer the deal they chose, the deal is cleared (never
 * swapped for another) and the step says why until they choose again; Continue asks for a deal.
 */
export function StepTypeDeal() {
  const { register, watch, getValues, setValue, formState } = useFormContext<ListingFormInput>();
  const phrase = usePhrase();
  const type = watch("propertyType");
  const allowed = dealsOffered(type);
  const [cleared, setCleared] = useState<DealType | null>(null);

  const onTypeChange = () => {
    const deal = getValues("dealType");
    const next = getValues("propertyType");
    if (deal && next && !dealsOffered(next).includes(deal)) {
      setValue("dealType", NO_DEAL, { shouldDirty: true });
      setCleared(deal);
    }
  };
  const notice =
    cleared && type && !allowed.includes(cleared) ? dealNotOfferedMessage(cleared, type) : null;

  return (
    <div className="space-y-6">
      <fieldset aria-describedby={notice ? "deal-cleared" : undefined}>
        <legend className="mb-2 text-sm font-semibold text-slate-800">
          {phrase("You want to")}
        </legend>
        <div className="flex flex-wrap gap-2">
          {DEAL_TYPES.map((d) => (
            <label key={d} className={chip}>
              <input
                type="radio"
                value={d}
                disabled={!allowed.includes(d)}
                {...register("dealType", { onChange: () => setCleared(null) })}
              />
              {phrase(DEAL_CHOICE_LABELS[d])}
            </label>
          ))}
        </div>
        {notice ? (
          <p
            id="deal-cleared"
            role="alert"
            className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {phrase(notice)}
          </p>
        ) : null}
        {/* The notice already asks for a deal, naming the ones this type offers. */}
        {notice ? null : <FieldError message={formState.errors.dealType?.message} />}
      </fieldset>
      {TYPE_SECTIONS.map((section) => (
        <fieldset key={section.title}>
          <legend className="mb-2 text-sm font-semibold text-slate-800">
            {phrase(section.title)}
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {section.types.map((t) => (
              <label key={t} className={chip}>
                <input
                  type="radio"
                  value={t}
                  {...register("propertyType", { onChange: onTypeChange })}
                />
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
