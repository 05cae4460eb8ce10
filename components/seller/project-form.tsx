"use client";

import { usePhrase } from "@/components/i18n/use-phrase";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import { zodResolver } from "@hookform/resolvers/zod";

import { useState, useTransition } from "react";
import { FormProvider, useForm, useWatch, type FieldPath } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { createProjectAction, updateProjectAction } from "@/lib/projects/actions";
import type { UpdateProjectResult } from "@/lib/projects/update-project";
import { AmenityChecklist } from "@/components/listing-form/amenity-checklist";
import type { CityOption } from "@/components/listing-form/city-locality-fields";
import { Field, Textarea } from "@/components/listing-form/form-controls";
import { PhotoUploader } from "@/components/listing-form/photo-uploader";
import { useHydrated } from "@/components/ui/use-hydrated";
import { MAX_PHOTOS } from "@/lib/media/upload-signature";
import {
  EMPTY_UNIT_ROW,
  projectSchema,
  type ProjectFormInput,
  type ProjectInput,
} from "@/lib/validation/project";
import { DocumentUpload } from "./document-upload";
import { ProjectBasicsFields } from "./project-basics-fields";
import { ProjectReraFields } from "./project-rera-fields";
import { ProjectSizeFields } from "./project-size-fields";
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

/** What an edit did (lib/projects/update-project.ts), in the builder's words. */
function saved(update: UpdateProjectResult): string {
  if (update.sentForReview) return "Saved. The project was sent for review again.";
  if (update.editPending) {
    return "Saved. Your project stays live as it is; the changes that need review go live once our team approves them.";
  }
  return update.status === "active" || update.status === "sold"
    ? "Changes saved. They are live now."
    : "Changes saved.";
}

/** Post or edit a builder project: RERA, location, dates, unit configurations, brochure, photos. */
export function ProjectForm({ cities, mode }: { cities: CityOption[]; mode: Mode }) {
  const router = useLocalizedRouter();
  const phrase = usePhrase();
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
  const [photos, coverKey] = useWatch({ control: form.control, name: ["photos", "coverKey"] });

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
            : saved(result.data as UpdateProjectResult),
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
        <ProjectBasicsFields cities={cities} />
        <ProjectReraFields />
        <UnitRows />
        <ProjectSizeFields />
        <AmenityChecklist />

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
          <p className="text-sm font-semibold text-slate-800">{phrase("Photos")}</p>
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
            {phrase(
              pending
                ? "Sending…"
                : mode.kind === "add"
                  ? "Submit project for review"
                  : "Save changes",
            )}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
