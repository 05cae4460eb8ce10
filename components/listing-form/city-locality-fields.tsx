"use client";

import { useFormContext, type FieldErrors } from "react-hook-form";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { cityName, stateName } from "@/lib/geo/city-names-hi";
import { Field, Select } from "./form-controls";
import { LocalityAutocomplete } from "./locality-autocomplete";

export type CityOption = { slug: string; name: string; state: string };

/** The fields of any form that places something in a city and locality (listing, project). */
type PlaceValues = { citySlug?: string; localityName?: string; localityId?: number | null };

/**
 * City and locality, shared by the listing wizard's location step and the project form:
 * choosing another city clears the locality; the locality suggests the city's known ones.
 */
export function CityLocalityFields({ cities }: { cities: CityOption[] }) {
  const { register, watch, setValue, formState } = useFormContext<PlaceValues>();
  const phrase = usePhrase();
  const locale = useSiteLocale();
  const citySlug = watch("citySlug") ?? "";
  const locality = watch("localityName") ?? "";
  const errors: FieldErrors<PlaceValues> = formState.errors;
  return (
    <>
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
          <option value="">{phrase("Select the city")}</option>
          {cities.map((c) => (
            <option key={c.slug} value={c.slug}>
              {cityName(c.name, locale)}, {stateName(c.state, locale)}
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
    </>
  );
}
