import { useLocale, useTranslations } from "next-intl";
import { formatINR, formatPriceShort } from "@/lib/format/money";
import { defaultLoanAmount, emiFromText } from "@/lib/properties/emi";

const input =
  "mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40";

export type EmiFields = { principal: string; rate: string; years: string };

/**
 * The EMI calculator's markup for its values: loan amount, rate and tenure → monthly instalment.
 * Without `onChange` the fields are uncontrolled (its first look, rendered on the server); with it,
 * controlled (the live calculator, emi-calculator.tsx).
 *
 * Text fields with a numeric keyboard, not `type="number"`: the loan reads as people write it
 * ("50 lakh", "45,00,000"), and a text field's selection can be read, so text selected in the
 * first look is still selected in the live field when the code arrives (use-load-on-use.ts).
 */
export function EmiCalculatorView({
  id,
  values,
  onChange,
}: {
  id: string;
  values: EmiFields;
  onChange?: (name: keyof EmiFields, value: string) => void;
}) {
  const t = useTranslations("emi");
  const locale = useLocale();
  const result = emiFromText(values);
  const field = (name: keyof EmiFields) =>
    onChange
      ? {
          name,
          value: values[name],
          onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
        }
      : { name, defaultValue: values[name] };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {t("title")}
      </h2>
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        <label className="block text-sm font-medium text-slate-700">
          {t("loanAmount")}
          <input
            className={input}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            {...field("principal")}
          />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          {t("rate")}
          <input
            className={input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            {...field("rate")}
          />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          {t("tenure")}
          <input
            className={input}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            {...field("years")}
          />
        </label>
      </div>
      <div aria-live="polite" className="mt-4 rounded-lg bg-brand-50 p-4">
        {result ? (
          <>
            <p className="text-slate-700">
              {t("monthly")}{" "}
              <strong className="ml-1 text-2xl text-brand-900">{formatINR(result.emi)}</strong>
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {t("totals", {
                interest: formatPriceShort(result.totalInterest, locale),
                total: formatPriceShort(result.totalPayment, locale),
                months: String(result.months),
              })}
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-700">{t("invalid")}</p>
        )}
      </div>
      <p className="mt-3 text-xs text-slate-600">
        EMI = P × r × (1 + r)<sup>n</sup> ÷ ((1 + r)<sup>n</sup> − 1), {t("formula")}
      </p>
    </section>
  );
}

/** The calculator's starting values for a listing's price. */
export function emiStart(price: number): EmiFields {
  return { principal: String(defaultLoanAmount(price)), rate: "8.5", years: "20" };
}
