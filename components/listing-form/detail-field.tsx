"use client";

import { useFormContext } from "react-hook-form";
import { usePhrase } from "@/components/i18n/use-phrase";
import type { FieldDef } from "@/lib/listings/fields";
import type { ListingFormInput } from "@/lib/validation/listing";
import { formatINR } from "@/lib/format/money";
import { Field, FieldError, Input, Select } from "./form-controls";

/** One field of the per-type table, drawn from its definition (never hand-written per type). */
export function DetailField({ field, required }: { field: FieldDef; required: boolean }) {
  const { register, formState, watch } = useFormContext<ListingFormInput>();
  const phrase = usePhrase();
  const name = `details.${field.name}` as const;
  const id = `detail-${field.name}`;
  const error = (formState.errors.details as Record<string, { message?: string }> | undefined)?.[
    field.name
  ]?.message;
  const described = error ? `${id}-error` : undefined;
  const value = watch(name);

  if (field.kind === "boolean") {
    return (
      <div className="flex items-center gap-2 pt-6">
        <input id={id} type="checkbox" className="h-4 w-4" {...register(name)} />
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {phrase(field.label)}
        </label>
      </div>
    );
  }
  if (field.kind === "multi") {
    return (
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-700">{phrase(field.label)}</legend>
        <div className="flex flex-wrap gap-3">
          {field.options?.map((o) => (
            <label key={o.value} className="flex items-center gap-1 text-sm">
              <input type="checkbox" value={o.value} {...register(name)} />
              {phrase(o.label)}
            </label>
          ))}
        </div>
        <FieldError message={error} />
      </fieldset>
    );
  }
  const common = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    ...register(name),
  };
  const money = field.suffix === "₹" && typeof value === "string" && value.trim() !== "";
  const hint =
    money && Number.isFinite(Number(value.replace(/,/g, "")))
      ? formatINR(Number(value.replace(/,/g, "")))
      : field.hint;
  return (
    <Field id={id} label={field.label} error={error} hint={hint} required={required}>
      {field.kind === "select" ? (
        <Select {...common} defaultValue="">
          <option value="">{phrase("Select")}</option>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {phrase(o.label)}
            </option>
          ))}
        </Select>
      ) : (
        <div className="flex items-center gap-2">
          {field.suffix === "₹" ? <span className="text-sm text-slate-500">₹</span> : null}
          <Input
            {...common}
            type={field.kind === "date" ? "date" : "text"}
            inputMode={
              field.kind === "integer"
                ? "numeric"
                : field.kind === "decimal"
                  ? "decimal"
                  : undefined
            }
            maxLength={field.kind === "text" ? field.max : 20}
          />
          {field.suffix && field.suffix !== "₹" ? (
            <span className="text-sm text-slate-500">{phrase(field.suffix)}</span>
          ) : null}
        </div>
      )}
    </Field>
  );
}
