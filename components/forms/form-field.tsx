import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { usePhrase } from "@/components/i18n/use-phrase";
import { addDays, todayInIndia } from "@/lib/format/date";
import { CONSULTATION_MAX_DAYS_AHEAD } from "@/lib/validation/contact";
import type { RequestField } from "./request-form-config";

type Props = {
  field: RequestField;
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
};

const inputClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40";

/** One labelled control with its hint and error, tied together for screen readers. */
export function FormField({ field, id, registration, error }: Props) {
  const t = useTranslations("requestForm");
  const phrase = usePhrase();
  const placeholder =
    typeof field.placeholder === "object" ? t(field.placeholder.key) : field.placeholder;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": field.optional ? undefined : true,
    className: `${inputClass} ${error ? "border-red-600" : "border-slate-300"}`,
    ...registration,
  };

  return (
    <div className={field.wide ? "@lg:col-span-2" : undefined}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t(field.label)}
        {field.optional ? (
          <span className="font-normal text-slate-600">{t("optional")}</span>
        ) : null}
      </label>
      {field.control === "textarea" ? (
        <textarea rows={4} placeholder={placeholder} {...common} />
      ) : field.control === "select" ? (
        <select {...common} defaultValue="">
          <option value="" disabled>
            {field.choose ? t(field.choose) : null}
          </option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {phrase(option.label)}
            </option>
          ))}
        </select>
      ) : (
        <input
          type={field.control}
          autoComplete={field.autoComplete}
          placeholder={placeholder}
          inputMode={field.control === "tel" ? "tel" : undefined}
          onFocus={field.control === "date" ? limitToBookableDates : undefined}
          {...common}
        />
      )}
      {field.hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {t(field.hint)}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {phrase(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The date picker offers today (IST) to the last bookable day; set on focus, not at build time. */
function limitToBookableDates(event: React.FocusEvent<HTMLInputElement>) {
  const today = todayInIndia();
  event.currentTarget.min = today;
  event.currentTarget.max = addDays(today, CONSULTATION_MAX_DAYS_AHEAD);
}
