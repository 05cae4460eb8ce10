"use client";

import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ToolField, ToolInputs } from "@/lib/validation/insight-tools";

/** The tool's GET form (answered on the server without JavaScript); `data-hydrated` once live. */
export function ToolFormFrame({ action, children }: { action: string; children: React.ReactNode }) {
  const hydrated = useHydrated();
  return (
    <form method="get" action={action} noValidate data-hydrated={hydrated ? "true" : undefined}>
      {children}
    </form>
  );
}

export const inputClass =
  "mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 aria-invalid:border-red-600";

/** A labelled text field with its message beside it (the GET form's input when JS is off). */
export function ToolNumberField({
  field,
  value,
  error,
  onChange,
}: {
  field: ToolField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const phrase = usePhrase();
  const id = `tool-${field.name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {phrase(field.label)}
        {field.suffix ? (
          <span className="font-normal text-slate-500"> ({phrase(field.suffix)})</span>
        ) : null}
      </label>
      <input
        id={id}
        name={field.name}
        className={inputClass}
        inputMode={field.kind === "money" ? "text" : "decimal"}
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {phrase(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled select (state, buyer, unit). */
export function ToolSelect({
  name,
  label,
  value,
  options,
  error,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = `tool-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={inputClass}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Every number field of a tool, in a grid. */
export function ToolFields({
  fields,
  inputs,
  errors,
  onChange,
}: {
  fields: readonly ToolField[];
  inputs: ToolInputs;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
}) {
  return (
    <>
      {fields.map((f) => (
        <ToolNumberField
          key={f.name}
          field={f}
          value={inputs[f.name] ?? ""}
          error={errors[f.name]}
          onChange={(v) => onChange(f.name, v)}
        />
      ))}
    </>
  );
}

/** The submit button: the answer without JavaScript (with it, answers follow every keystroke). */
export function CalculateButton() {
  const t = useTranslations("tools");
  return (
    <button
      type="submit"
      className="h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-600"
    >
      {t("calculate")}
    </button>
  );
}

/** The answer area, announced politely as it changes. */
export function ToolAnswer({ children }: { children: React.ReactNode }) {
  return (
    <div
      aria-live="polite"
      data-testid="tool-answer"
      className="mt-6 rounded-xl bg-brand-50 p-5 text-slate-800"
    >
      {children}
    </div>
  );
}

export function FixFields() {
  const t = useTranslations("tools");
  return <p className="text-slate-700">{t("fixFields")}</p>;
}
