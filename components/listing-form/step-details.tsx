"use client";

import { useFormContext } from "react-hook-form";
import { usePhrase } from "@/components/i18n/use-phrase";
import { AREA_UNITS, formatArea, toSqft } from "@/lib/format/area";
import {
  EXTRA_AREA_LABELS,
  fieldsFor,
  isFieldRequired,
  TYPE_GROUPS,
  TYPE_GROUP_OF,
  type DetailValues,
} from "@/lib/listings/fields";
import { readNumber, type ListingFormInput } from "@/lib/validation/listing";
import { DetailField } from "./detail-field";
import { Field, Input, Select } from "./form-controls";
import type { CityOption } from "./step-location";

/**
 * Area in any Indian unit (shown back in sq ft), then the fields of the chosen type. The areas
 * are checked against each other (carpet ≤ built-up ≤ super built-up), so a change to one
 * checks the others again.
 */
export function StepDetails({ cities }: { cities: CityOption[] }) {
  const { register, watch, formState } = useFormContext<ListingFormInput>();
  const [type, deal, unit = "sqft", area, details = {}, citySlug] = watch([
    "propertyType",
    "dealType",
    "areaUnit",
    "area",
    "details",
    "citySlug",
  ]);
  const phrase = usePhrase();
  if (!type || !deal) return <p>{phrase("Choose the property type first.")}</p>;
  const group = TYPE_GROUPS[TYPE_GROUP_OF[type]];
  const state = cities.find((c) => c.slug === citySlug)?.state;
  const fields = fieldsFor(type, deal, details as DetailValues, "details");
  const convert = (value: string | number | undefined) => {
    const n = readNumber(value);
    return n !== null && n > 0 && unit !== "sqft" ? toSqft(n, unit, state) : null;
  };
  const main = convert(area);
  const errors = formState.errors;

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          id="area"
          label={group.mainAreaLabel}
          error={errors.area?.message}
          hint={main ? `= ${formatArea(main.sqft)} (${main.basis})` : undefined}
          required
        >
          <Input
            id="area"
            inputMode="decimal"
            maxLength={20}
            aria-invalid={errors.area ? true : undefined}
            {...register("area", { deps: [...group.extraAreas] })}
          />
        </Field>
        <Field id="areaUnit" label="Unit">
          <Select id="areaUnit" {...register("areaUnit")}>
            {AREA_UNITS.map((u) => (
              <option key={u.id} value={u.id}>
                {phrase(u.label)}
              </option>
            ))}
          </Select>
        </Field>
        {group.extraAreas.map((name) => {
          const converted = convert(watch(name));
          return (
            <Field
              key={name}
              id={name}
              label={`${EXTRA_AREA_LABELS[name]} (optional)`}
              error={errors[name]?.message}
              hint={converted ? `= ${formatArea(converted.sqft)}` : undefined}
            >
              <Input
                id={name}
                inputMode="decimal"
                maxLength={20}
                aria-invalid={errors[name] ? true : undefined}
                {...register(name, { deps: group.extraAreas.filter((n) => n !== name) })}
              />
            </Field>
          );
        })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {fields.map((f) => (
          <DetailField
            key={f.name}
            field={f}
            required={isFieldRequired(f, type, deal, details as DetailValues)}
          />
        ))}
      </div>
    </div>
  );
}
