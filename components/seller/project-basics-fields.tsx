"use client";

import { usePhrase } from "@/components/i18n/use-phrase";

import { useFormContext, useWatch } from "react-hook-form";
import {
  CityLocalityFields,
  type CityOption,
} from "@/components/listing-form/city-locality-fields";
import { Field, Input, Select } from "@/components/listing-form/form-controls";
import { PROJECT_STAGE_LABELS } from "@/lib/format/labels";
import { PROJECT_STAGES, type ProjectFormInput } from "@/lib/validation/project";

/** The project's name, status, place and dates. */
export function ProjectBasicsFields({ cities }: { cities: CityOption[] }) {
  const { register, control, formState } = useFormContext<ProjectFormInput>();
  const errors = formState.errors;
  const stage = useWatch({ control, name: "stage" });
  const phrase = usePhrase();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="name" label="Project name" error={errors.name?.message} required>
        <Input id="name" maxLength={120} {...register("name")} />
      </Field>
      <Field id="stage" label="Project status" error={errors.stage?.message} required>
        <Select id="stage" {...register("stage")}>
          {PROJECT_STAGES.map((s) => (
            <option key={s} value={s}>
              {phrase(PROJECT_STAGE_LABELS[s])}
            </option>
          ))}
        </Select>
      </Field>
      <CityLocalityFields cities={cities} />
      <Field id="address" label="Address (optional)" error={errors.address?.message}>
        <Input id="address" maxLength={200} {...register("address")} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="launchDate" label="Launch date" error={errors.launchDate?.message}>
          <Input id="launchDate" type="date" {...register("launchDate")} />
        </Field>
        <Field
          id="possessionDate"
          label="Possession date"
          error={errors.possessionDate?.message}
          required={stage !== "ready"}
        >
          <Input id="possessionDate" type="date" {...register("possessionDate")} />
        </Field>
      </div>
    </div>
  );
}
