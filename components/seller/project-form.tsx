"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { FormProvider, useForm, useWatch, type FieldPath } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { createProjectAction, updateProjectAction } from "@/lib/projects/actions";
import { AMENITY_LABELS } from "@/lib/format/labels";
import { Field, Input, Select, Textarea } from "@/components/listing-form/form-controls";
import { LocalityAutocomplete } from "@/components/listing-form/locality-autocomplete";
import { PhotoUploader } from "@/components/listing-form/photo-uploader";
import type { CityOption } from "@/components/listing-form/step-location";
import { useHydrated } from "@/components/ui/use-hydrated";
import { PROJECT_STAGE_LABELS } from "@/lib/format/labels";
import { MAX_PHOTOS } from "@/lib/media/upload-signature";
import {
  EMPTY_UNIT_ROW,
  PROJECT_STAGES,
  projectSchema,
  type ProjectFormInput,
  type ProjectInput,
} from "@/lib/validation/project";
import { AMENITIES } from "@/lib/validation/property-enums";
import { INDIAN_STATES } from "@/lib/validation/seller";
import { DocumentUpload } from "./document-upload";
import { UnitRows } from "./unit-rows";
import { Button } from "@/components/ui/button";

const EMPTY: ProjectFormInput = {
  name: "",
  description: "",
  citySlug: "",
  localityName: "",
  localityId: null,
  address: "",
  stage: "under_construction",
  reraExempt: false,
  reraExemptReason: "",
  reraNumber: "",
  reraState: "",
  launchDate: "",
  possessionDate: "",
  totalUnits: "",
  towers: "",
  landAreaAcres: "",
  units: [{ ...EMPTY_UNIT_ROW }],
  amenities: [],
  brochureKey: null,
  photos: [],
  coverKey: null,
};

type Mode = { kind: "add" } | { kind: "edit"; id: number; values: ProjectFormInput };

/** Post or edit a builder project: RERA, location, dates, unit configurations, brochure, photos. */
export function ProjectForm({ cities, mode }: { cities: CityOption[]; mode: Mode }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [pending, start] = useTransition();
  const form = useForm<ProjectFormInput, unknown, ProjectInput>({
    resolver: zodResolver(projectSchema),
    defaultValues: mode.kind === "edit" ? mode.values : EMPTY,
    mode: "onTouched",
  });
  const [brochure, setBrochure] = useState(
    mode.kind === "edit" && mode.values.brochureKey
      ? { key: mode.values.brochureKey, name: "Current brochure (PDF)" }
      : null,
  );
  const { register, setValue, formState } = form;
  const errors = formState.errors;
  const [exempt, stage, citySlug, locality, photos, coverKey] = useWatch({
    control: form.control,
    name: ["reraExempt", "stage", "citySlug", "localityName", "photos", "coverKey"],
  });

  const submit = form.handleSubmit(
    (values) =>
      start(async () => {
        const result =
          mode.kind === "add"
            ? await createProjectAction(values)
            : await updateProjectAction(mode.id, values);
        if (!result.ok) {
          for (const [k, m] of Object.entries(result.fieldErrors ?? {}))
            form.setError(k as FieldPath<ProjectFormInput>, { message: m });
          toast.error(result.message);
          return;
        }
        toast.success(
          mode.kind === "add"
            ? (result.message ?? "Project sent for review.")
            : (result.data as { sentForReview: boolean }).sentForReview
              ? "Saved. The project was sent for review again."
              : "Changes saved.",
        );
        router.push("/saller/projects");
        router.refresh();
      }),
    () => toast.error("Please correct the highlighted fields."),
  );

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        data-hydrated={hydrated}
        className="space-y-8 rounded-lg border bg-white p-4 shadow-sm sm:p-6 border-slate-200"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="name" label="Project name" error={errors.name?.message} required>
            <Input id="name" maxLength={120} {...register("name")} />
          </Field>
          <Field id="stage" label="Project status" error={errors.stage?.message} required>
            <Select id="stage" {...register("stage")}>
              {PROJECT_STAGES.map((s) => (
                <option key={s} value={s}>
                  {PROJECT_STAGE_LABELS[s]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="citySlug" label="City" error={errors.citySlug?.message} required>
            <Select
              id="citySlug"
              {...register("citySlug", { onChange: () => setValue("localityName", "") })}
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
              citySlug={citySlug ?? ""}
              value={locality ?? ""}
              invalid={Boolean(errors.localityName)}
              onChange={(name, id) => {
                setValue("localityName", name, { shouldDirty: true });
                setValue("localityId", id);
              }}
            />
          </Field>
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

        <fieldset className="space-y-3 rounded-md border p-4 border-slate-200">
          <legend className="px-1 text-sm font-semibold text-slate-800">RERA registration</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register("reraExempt")} /> This project is exempt from RERA
            registration
          </label>
          {errors.reraExempt?.message ? (
            <p role="alert" className="text-xs font-medium text-red-600">
              {errors.reraExempt.message}
            </p>
          ) : null}
          {exempt ? (
            <Field
              id="reraExemptReason"
              label="Reason for exemption"
              error={errors.reraExemptReason?.message}
              hint="e.g. land under 500 m² or up to 8 apartments (RERA Sec 3(2))"
              required
            >
              <Textarea
                id="reraExemptReason"
                rows={2}
                maxLength={500}
                {...register("reraExemptReason")}
              />
            </Field>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                id="reraNumber"
                label="RERA registration number"
                error={errors.reraNumber?.message}
                required
              >
                <Input id="reraNumber" maxLength={60} {...register("reraNumber")} />
              </Field>
              <Field
                id="reraState"
                label="Registered in (state)"
                error={errors.reraState?.message}
                required
              >
                <Select id="reraState" {...register("reraState")}>
                  <option value="">Select the state</option>
                  {INDIAN_STATES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
          )}
        </fieldset>

        <UnitRows />

        <div className="grid gap-4 sm:grid-cols-3">
          <Field id="totalUnits" label="Total units (optional)" error={errors.totalUnits?.message}>
            <Input id="totalUnits" inputMode="numeric" {...register("totalUnits")} />
          </Field>
          <Field id="towers" label="Towers (optional)" error={errors.towers?.message}>
            <Input id="towers" inputMode="numeric" {...register("towers")} />
          </Field>
          <Field
            id="landAreaAcres"
            label="Land area in acres (optional)"
            error={errors.landAreaAcres?.message}
          >
            <Input id="landAreaAcres" inputMode="decimal" {...register("landAreaAcres")} />
          </Field>
        </div>

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
          id="description"
          label="About the project (optional)"
          error={errors.description?.message}
        >
          <Textarea id="description" rows={4} maxLength={5000} {...register("description")} />
        </Field>

        <DocumentUpload
          purpose="brochure"
          label="Brochure (PDF)"
          accept="application/pdf"
          hint="PDF only, up to 20 MB."
          current={brochure}
          invalid={errors.brochureKey?.message}
          onUploaded={(file) => {
            setBrochure(file);
            setValue("brochureKey", file?.key ?? null, { shouldDirty: true });
          }}
        />

        <div className="space-y-2">
          <p className="text-sm font-semibold text-slate-800">Photos</p>
          <PhotoUploader
            scope="projects"
            max={MAX_PHOTOS}
            photos={photos ?? []}
            coverKey={coverKey}
            onChange={(list, cover) => {
              setValue("photos", list, { shouldDirty: true });
              setValue("coverKey", cover, { shouldDirty: true });
            }}
          />
        </div>

        <div className="flex justify-end border-t pt-4 border-slate-200">
          <Button type="submit" variant="primary" disabled={pending}>
            {pending
              ? "Sending…"
              : mode.kind === "add"
                ? "Submit project for review"
                : "Save changes"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
