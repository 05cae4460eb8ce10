"use client";

import { usePhrase } from "@/components/i18n/use-phrase";
import { useSiteLocale } from "@/components/i18n/use-site-locale";

import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Input, Select } from "@/components/listing-form/form-controls";
import { bhkLabel } from "@/lib/format/labels";
import { formatPriceShort } from "@/lib/format/money";
import { readNumber } from "@/lib/validation/listing";
import { EMPTY_UNIT_ROW, MAX_UNIT_ROWS, type ProjectFormInput } from "@/lib/validation/project";

const BHK = [
  ["0", "1 RK / Studio"],
  ...Array.from({ length: 10 }, (_, i) => [String(i + 1), bhkLabel(i + 1)]),
] as const;

type RowErrors = Partial<
  Record<"carpetArea" | "minPrice" | "maxPrice" | "unitsAvailable" | "bhk", { message?: string }>
>;

/** Unit configurations of a project: add and remove rows (BHK, carpet area, price range, units). */
export function UnitRows() {
  const { control, register, watch, formState } = useFormContext<ProjectFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: "units" });
  const phrase = usePhrase();
  const locale = useSiteLocale();
  const errors = formState.errors.units as
    ((RowErrors | undefined)[] & { message?: string; root?: { message?: string } }) | undefined;
  const preview = (v: unknown) => {
    const n = readNumber(v as string | undefined);
    return n ? formatPriceShort(n, locale) : "";
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">
        {phrase("Unit configurations")}
      </legend>
      {fields.map((field, i) => {
        const e = errors?.[i];
        const cell = (
          name: "carpetArea" | "minPrice" | "maxPrice" | "unitsAvailable",
          label: string,
          money = false,
        ) => (
          <label className="text-xs font-medium text-slate-600">
            {phrase(label)}
            <Input
              inputMode="numeric"
              maxLength={14}
              aria-invalid={e?.[name] ? true : undefined}
              className="mt-1"
              {...register(`units.${i}.${name}`)}
            />
            {money ? (
              <span className="text-xs text-brand-700">{preview(watch(`units.${i}.${name}`))}</span>
            ) : null}
            {e?.[name]?.message ? (
              <span role="alert" className="block text-xs text-red-600">
                {phrase(e[name]?.message ?? "")}
              </span>
            ) : null}
          </label>
        );
        return (
          <div
            key={field.id}
            className="grid grid-cols-2 items-start gap-2 rounded-md border p-3 sm:grid-cols-[8rem_repeat(4,1fr)_auto] border-slate-200"
            aria-label={phrase(`Configuration ${i + 1}`)}
            role="group"
          >
            <label className="text-xs font-medium text-slate-600">
              {phrase("Type")}
              <Select className="mt-1" {...register(`units.${i}.bhk`)}>
                {BHK.map(([v, l]) => (
                  <option key={v} value={v}>
                    {phrase(l)}
                  </option>
                ))}
              </Select>
            </label>
            {cell("carpetArea", "Carpet area (sq ft)")}
            {cell("minPrice", "Price from (₹)", true)}
            {cell("maxPrice", "Price up to (₹)", true)}
            {cell("unitsAvailable", "Units available")}
            <button
              type="button"
              onClick={() => remove(i)}
              disabled={fields.length === 1}
              aria-label={phrase(`Remove configuration ${i + 1}`)}
              className="mt-5 rounded p-2 text-red-600 hover:bg-red-50 disabled:opacity-40"
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </button>
          </div>
        );
      })}
      {errors?.message || errors?.root?.message ? (
        <p role="alert" className="text-xs text-red-600">
          {phrase(errors.message ?? errors.root?.message ?? "")}
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => append({ ...EMPTY_UNIT_ROW })}
        disabled={fields.length >= MAX_UNIT_ROWS}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-600"
      >
        <Plus className="h-4 w-4" aria-hidden /> {phrase("Add configuration")}
      </button>
    </fieldset>
  );
}
