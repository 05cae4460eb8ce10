import type { ReactNode } from "react";

export type RadioOption<T extends string> = { value: T; label: ReactNode };

/**
 * A set of native radio buttons under a legend: one Tab stop, arrow keys move the choice, and
 * the fieldset names the group for screen readers. Controlled (`value` + `onChange`) or left to
 * the form (`defaultValue`, read from FormData under `name`).
 */
export function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  inline = false,
  required,
  disabled,
}: {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption<T>[];
  value?: T;
  defaultValue?: T;
  onChange?: (value: T) => void;
  /** Options side by side instead of one a line. */
  inline?: boolean;
  required?: boolean;
  /** Every option unavailable (the fieldset is disabled). */
  disabled?: boolean;
}) {
  return (
    <fieldset disabled={disabled} className="disabled:opacity-60">
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      <div className={inline ? "flex flex-wrap gap-x-4 gap-y-1.5" : "space-y-1.5"}>
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              value={option.value}
              required={required}
              {...(value === undefined
                ? { defaultChecked: defaultValue === option.value }
                : { checked: value === option.value })}
              onChange={() => onChange?.(option.value)}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
