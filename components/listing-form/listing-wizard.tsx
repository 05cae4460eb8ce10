"use client";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { usePhrase } from "@/components/i18n/use-phrase";

import { useEffect, useRef, useState, useTransition, type FormEvent } from "react";
import { FormProvider, useForm, useWatch, type FieldPath } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import {
  createListingAction,
  discardListingDraftAction,
  saveListingDraftAction,
  updateListingAction,
} from "@/lib/listings/actions";
import { forgetListingTables } from "@/components/seller/seller-queries";
import { useHydrated } from "@/components/ui/use-hydrated";
import { MAX_PHOTOS } from "@/lib/media/upload-signature";
import { fieldsFor, type DetailValues } from "@/lib/listings/fields";
import { listingSchema, type ListingFormInput, type ListingInput } from "@/lib/validation/listing";
import { errorMessages, firstMessageUnder } from "./form-errors";
import { FieldError } from "./form-controls";
import { PhotoUploader } from "./photo-uploader";
import { StepAmenities } from "./step-amenities";
import { StepDetails } from "./step-details";
import { StepLocation, type CityOption } from "./step-location";
import { StepPrice } from "./step-price";
import { StepReview } from "./step-review";
import { StepTypeDeal } from "./step-type-deal";
import { readLocalDraft, useDraftAutosave } from "./use-draft-autosave";
import { WizardActions } from "./wizard-actions";
import { WizardProgress } from "./wizard-progress";

export const LISTING_STEPS = [
  { id: "type", title: "Type & deal" },
  { id: "location", title: "Location" },
  { id: "details", title: "Details" },
  { id: "price", title: "Price" },
  { id: "amenities", title: "Amenities" },
  { id: "photos", title: "Photos" },
  { id: "review", title: "Review & submit" },
] as const;
type StepId = (typeof LISTING_STEPS)[number]["id"];

export type WizardMode =
  | {
      kind: "add";
      sellerId: number;
      draft: { data: Record<string, unknown>; updatedAt: string } | null;
    }
  | { kind: "edit"; id: number; values: ListingFormInput };

const EMPTY: Partial<ListingFormInput> = {
  dealType: "sale",
  citySlug: "",
  localityName: "",
  localityId: null,
  address: "",
  pincode: "",
  areaUnit: "sqft",
  area: "",
  builtUpArea: "",
  superArea: "",
  price: "",
  priceOnRequest: false,
  negotiable: false,
  details: {},
  amenities: [],
  title: "",
  description: "",
  photos: [],
  coverKey: null,
};

function fromDraft(data: Record<string, unknown>): { values: ListingFormInput; step: number } {
  const { _step, ...values } = data;
  const step = typeof _step === "number" && _step >= 0 && _step < LISTING_STEPS.length ? _step : 0;
  return { values: { ...EMPTY, ...values } as ListingFormInput, step };
}

/** Which fields each step checks before moving on. */
function stepFields(step: StepId, v: ListingFormInput): FieldPath<ListingFormInput>[] {
  const detail = (s: "details" | "price") =>
    v.propertyType && v.dealType
      ? fieldsFor(v.propertyType, v.dealType, (v.details ?? {}) as DetailValues, s).map(
          (f) => `details.${f.name}` as FieldPath<ListingFormInput>,
        )
      : [];
  switch (step) {
    case "type":
      return ["propertyType", "dealType"];
    case "location":
      return ["citySlug", "localityName", "address", "pincode"];
    case "details":
      return ["area", "builtUpArea", "superArea", ...detail("details")];
    case "price":
      return ["price", ...detail("price")];
    case "amenities":
      return ["title", "description"];
    case "photos":
      return ["photos", "coverKey"];
    case "review":
      return [];
  }
}

/** Fields no step checks on Continue, by the step that shows them. */
const SHOWN_ON: Record<string, StepId> = {
  areaUnit: "details",
  details: "details",
  priceOnRequest: "price",
  negotiable: "price",
  amenities: "amenities",
};

/** The step a field error belongs to ("details.ageYears", "photos.0.key", "title"). */
function stepOfField(key: string, v: ListingFormInput): number {
  const index = LISTING_STEPS.findIndex((s) =>
    stepFields(s.id, v).some((f) => f === key || key.startsWith(`${f}.`)),
  );
  if (index !== -1) return index;
  const shownOn = SHOWN_ON[key.split(".")[0]];
  return shownOn ? LISTING_STEPS.findIndex((s) => s.id === shownOn) : 0;
}

/** The earliest step holding one of these errors, and the field to focus there. */
function firstError(paths: string[], v: ListingFormInput): { step: number; path: string } | null {
  let first: { step: number; path: string } | null = null;
  for (const path of paths) {
    const step = stepOfField(path, v);
    if (!first || step < first.step) first = { step, path };
  }
  return first;
}

const CORRECT_FIELDS = "Please correct the highlighted fields.";

export function ListingWizard({ cities, mode }: { cities: CityOption[]; mode: WizardMode }) {
  const router = useLocalizedRouter();
  const phrase = usePhrase();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const initial =
    mode.kind === "edit"
      ? { values: mode.values, step: 0 }
      : mode.draft
        ? fromDraft(mode.draft.data)
        : { values: EMPTY as ListingFormInput, step: 0 };
  const form = useForm<ListingFormInput, unknown, ListingInput>({
    resolver: zodResolver(listingSchema),
    defaultValues: initial.values,
    mode: "onTouched",
  });
  const [photos, coverKey] = useWatch({ control: form.control, name: ["photos", "coverKey"] });
  const [step, setStep] = useState(initial.step);
  const [reached, setReached] = useState(
    mode.kind === "edit" ? LISTING_STEPS.length - 1 : initial.step,
  );
  const [pending, startTransition] = useTransition();
  const storageKey = mode.kind === "add" ? `landacre:listing-draft:${mode.sellerId}` : "";
  const draft = useDraftAutosave(storageKey, saveListingDraftAction);
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
  }, [step]);
  const topRef = useRef<HTMLDivElement>(null);
  /** The field to focus once its step has rendered (after an invalid Continue or Save). */
  const focusAfterStep = useRef<string | null>(null);
  useEffect(() => {
    const path = focusAfterStep.current;
    if (!path) return;
    focusAfterStep.current = null;
    form.setFocus(path as FieldPath<ListingFormInput>);
  }, [step, form]);

  // A newer copy in this browser wins over the server's (e.g. saved offline just before a refresh).
  useEffect(() => {
    if (mode.kind !== "add") return;
    const local = readLocalDraft(storageKey);
    if (local && (!mode.draft || local.savedAt > mode.draft.updatedAt)) {
      const restored = fromDraft(local.data);
      form.reset(restored.values);
      // localStorage is only readable after hydration; restoring from it is syncing an external store.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setStep(restored.step);
      setReached((r) => Math.max(r, restored.step));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  useEffect(() => {
    if (mode.kind !== "add") return;
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => draft.schedule({ ...values, _step: stepRef.current }),
    });
  }, [form, draft, mode.kind]);

  const goTo = (next: number) => {
    setStep(next);
    setReached((r) => Math.max(r, next));
    if (mode.kind === "add") draft.schedule({ ...form.getValues(), _step: next });
    topRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  /** Shows the step with the first of these errors (focused) and says why nothing moved. */
  const showErrors = (paths: string[], message: string) => {
    const first = firstError(paths, form.getValues());
    toast.error(phrase(message));
    if (!first) return;
    if (first.step === step) form.setFocus(first.path as FieldPath<ListingFormInput>);
    else {
      focusAfterStep.current = first.path;
      goTo(first.step);
    }
  };

  const next = async () => {
    const ok = await form.trigger(stepFields(LISTING_STEPS[step].id, form.getValues()), {
      shouldFocus: true,
    });
    if (ok) goTo(step + 1);
    else toast.error(phrase(CORRECT_FIELDS));
  };

  const save = (values: ListingInput) =>
    startTransition(async () => {
      if (mode.kind === "add") draft.pause();
      const result =
        mode.kind === "add"
          ? await createListingAction(values)
          : await updateListingAction(mode.id, values);
      if (!result.ok) {
        if (mode.kind === "add") draft.resume();
        const entries = Object.entries(result.fieldErrors ?? {});
        for (const [key, message] of entries)
          form.setError(key as FieldPath<ListingFormInput>, { message });
        const first = firstError(
          entries.map(([key]) => key),
          form.getValues(),
        );
        if (first) goTo(first.step);
        if (result.status === 402) {
          toast.error(result.message, {
            action: { label: phrase("See plans"), onClick: () => router.push("/saller/plans") },
          });
          return;
        }
        toast.error(result.message);
        return;
      }
      forgetListingTables(queryClient);
      if (mode.kind === "add") {
        draft.clear();
        toast.success(result.message ?? "Your property was sent for review.");
        router.push(`/saller/properties?posted=${result.data.id}`);
      } else {
        const update = result.data as { sentForReview: boolean; editPending: boolean };
        toast.success(
          update.sentForReview
            ? "Saved. The listing was sent for review again."
            : update.editPending
              ? "Saved. Your listing stays live as it is; the changes that need review go live once our team approves them."
              : "Changes saved. They are live now.",
        );
        router.push(`/saller/properties?listing=${mode.id}`);
      }
      router.refresh();
    });

  // Any invalid field, on whichever step: say so, and take the seller to it.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(save, (errors) =>
      showErrors(
        errorMessages(errors).map((e) => e.path),
        CORRECT_FIELDS,
      ),
    )(event);

  const startOver = () => {
    if (!window.confirm(phrase("Discard this draft and start again?"))) return;
    draft.clear();
    void discardListingDraftAction();
    form.reset(EMPTY as ListingFormInput);
    setStep(0);
    setReached(0);
    draft.resume();
  };

  const current = LISTING_STEPS[step].id;
  const photosError =
    firstMessageUnder(form.formState.errors, "photos") ??
    firstMessageUnder(form.formState.errors, "coverKey");
  return (
    <FormProvider {...form}>
      <div ref={topRef} className="scroll-mt-24" />
      <WizardProgress
        steps={LISTING_STEPS}
        current={step}
        reached={reached}
        onSelect={(i) => (i <= reached ? goTo(i) : undefined)}
        draftStatus={mode.kind === "add" ? draft.status : null}
      />
      <form
        onSubmit={submit}
        noValidate
        data-hydrated={hydrated}
        className="mt-6 space-y-6 rounded-lg border bg-white p-4 shadow-sm sm:p-6 border-slate-200"
      >
        <h2 className="text-lg font-semibold text-slate-900">
          {phrase(LISTING_STEPS[step].title)}
        </h2>
        {current === "type" && <StepTypeDeal />}
        {current === "location" && <StepLocation cities={cities} />}
        {current === "details" && <StepDetails cities={cities} />}
        {current === "price" && <StepPrice />}
        {current === "amenities" && <StepAmenities />}
        {current === "photos" && (
          <div className="space-y-2">
            <PhotoUploader
              scope="listings"
              max={MAX_PHOTOS}
              photos={photos ?? []}
              coverKey={coverKey}
              onChange={(list, cover) => {
                const touched = Boolean(photosError);
                form.setValue("photos", list, { shouldDirty: true, shouldValidate: touched });
                form.setValue("coverKey", cover, { shouldDirty: true, shouldValidate: touched });
              }}
            />
            <FieldError id="photos-error" message={photosError} />
          </div>
        )}
        {current === "review" && <StepReview cities={cities} />}
        <WizardActions
          canGoBack={step > 0}
          canStartOver={mode.kind === "add"}
          onReview={current === "review"}
          submitLabel={mode.kind === "add" ? "Submit for review" : "Save changes"}
          pending={pending}
          onBack={() => goTo(step - 1)}
          onStartOver={startOver}
          onContinue={() => void next()}
        />
      </form>
    </FormProvider>
  );
}
