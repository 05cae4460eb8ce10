"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm, type FieldPath } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { savePlanAction } from "@/lib/plans/actions";
import { SELLER_KINDS } from "@/lib/validation/property-enums";
import { SELLER_KIND_LABELS } from "@/lib/format/labels";
import { planSchema, type PlanInput, type PlanValues } from "@/lib/validation/plan";

type NumberField = {
  name: "price" | "durationDays" | "listingQuota" | "featuredQuota" | "featuredDays";
  label: string;
  hint: string;
};

const NUMBER_FIELDS: NumberField[] = [
  { name: "price", label: "Price (₹)", hint: "Whole rupees, GST included. 0 for a free plan." },
  { name: "durationDays", label: "Duration (days)", hint: "30 for monthly, 365 for yearly." },
  {
    name: "listingQuota",
    label: "Listing quota",
    hint: "Listings the seller may post during the plan.",
  },
  {
    name: "featuredQuota",
    label: "Featured-listing quota",
    hint: "How many of them may be featured.",
  },
  {
    name: "featuredDays",
    label: "Featured period (days)",
    hint: "How long one featured slot keeps a listing on top (never past the plan's end).",
  },
];

const input =
  "mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm aria-[invalid=true]:border-red-500";

/** Create or edit a subscription plan; the same zod schema checks it here and on the server. */
export function PlanForm({ planId, defaults }: { planId: number | null; defaults: PlanInput }) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PlanInput, unknown, PlanValues>({
    resolver: zodResolver(planSchema),
    defaultValues: defaults,
    mode: "onTouched",
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await savePlanAction(planId, values);
    if (result.ok) {
      toast.success(result.message ?? "Plan saved.");
      router.push("/admin/subscription/manage");
      router.refresh();
      return;
    }
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
      setError(field as FieldPath<PlanInput>, { message });
    }
    toast.error(result.message);
  });

  const message = (name: keyof typeof errors) => errors[name]?.message;
  const describedBy = (name: string, hasHint = false) =>
    [
      errors[name as keyof typeof errors] ? `plan-${name}-error` : null,
      hasHint ? `plan-${name}-hint` : null,
    ]
      .filter(Boolean)
      .join(" ") || undefined;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="max-w-2xl space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="plan-name" label="Plan name" error={message("name")}>
          <input
            id="plan-name"
            {...register("name")}
            aria-invalid={!!errors.name}
            aria-describedby={describedBy("name")}
            className={input}
          />
        </Field>
        <Field id="plan-sellerKind" label="For" error={message("sellerKind")}>
          <select
            id="plan-sellerKind"
            {...register("sellerKind")}
            aria-invalid={!!errors.sellerKind}
            aria-describedby={describedBy("sellerKind")}
            className={input}
          >
            {SELLER_KINDS.map((k) => (
              <option key={k} value={k}>
                {SELLER_KIND_LABELS[k].long}
              </option>
            ))}
          </select>
        </Field>
        {NUMBER_FIELDS.map((f) => (
          <Field
            key={f.name}
            id={`plan-${f.name}`}
            label={f.label}
            hint={f.hint}
            error={message(f.name)}
          >
            <input
              id={`plan-${f.name}`}
              type="number"
              inputMode="numeric"
              step={1}
              min={0}
              {...register(f.name, { valueAsNumber: true })}
              aria-invalid={!!errors[f.name]}
              aria-describedby={describedBy(f.name, true)}
              className={input}
            />
          </Field>
        ))}
      </div>
      <Field
        id="plan-features"
        label="Features"
        hint="One per line; sellers see them as a list."
        error={message("features")}
      >
        <textarea
          id="plan-features"
          {...register("features")}
          rows={5}
          aria-invalid={!!errors.features}
          aria-describedby={describedBy("features", true)}
          className={input}
          placeholder={"20 property listings\nVerified badge"}
        />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register("active")} />
        <span>Active — sellers can buy this plan</span>
      </label>
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {isSubmitting ? "Saving…" : planId === null ? "Create plan" : "Save plan"}
        </button>
        <button
          type="button"
          onClick={() => router.push("/admin/subscription/manage")}
          className="rounded-md border border-slate-200 px-4 py-2 text-sm text-slate-700 hover:bg-slate-50"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A labelled form control with its hint and its error, each linked by id. */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="text-sm">
      <label htmlFor={id} className="font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
