"use client";

import { useFormContext } from "react-hook-form";
import { usePhrase } from "@/components/i18n/use-phrase";
import { AMENITY_LABELS } from "@/lib/format/labels";
import { AMENITIES } from "@/lib/validation/property-enums";

/** The amenities checkboxes of any form with an `amenities` list (listing, project). */
export function AmenityChecklist() {
  const { register } = useFormContext<{ amenities?: string[] }>();
  const phrase = usePhrase();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{phrase("Amenities")}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {AMENITIES.map((a) => (
          <label key={a} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={a} {...register("amenities")} />
            {phrase(AMENITY_LABELS[a])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
