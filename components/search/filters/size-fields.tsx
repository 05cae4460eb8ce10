import type { AppliedFilters } from "@/lib/search/applied-filters";
import { useLocale, useTranslations } from "next-intl";
import { BHK_OPTIONS, budgetOptions } from "@/lib/search/filter-options";
import type { TransactionType } from "@/lib/validation/property-enums";
import { field, has, legend } from "./filter-classes";

function BudgetSelect({
  name,
  label,
  empty,
  budgets,
  value,
}: {
  name: string;
  label: string;
  empty: string;
  budgets: { value: string | number; label: string }[];
  value: number | undefined;
}) {
  return (
    <select name={name} aria-label={label} defaultValue={value ?? ""} className={field}>
      <option value="">{empty}</option>
      {budgets.map((b) => (
        <option key={b.value} value={b.value}>
          {b.label}
        </option>
      ))}
    </select>
  );
}

/** Budget (its steps follow the deal), bedrooms and area. */
export function SizeFields({ applied, deal }: { applied: AppliedFilters; deal: TransactionType }) {
  const locale = useLocale();
  const budgets = budgetOptions(deal, locale);
  const t = useTranslations("search.filters");
  return (
    <>
      <fieldset>
        <legend className={legend}>{t("budget")}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          <BudgetSelect
            name="minPrice"
            label={t("minBudget")}
            empty={t("min")}
            budgets={budgets}
            value={applied.minPrice}
          />
          <BudgetSelect
            name="maxPrice"
            label={t("maxBudget")}
            empty={t("max")}
            budgets={budgets}
            value={applied.maxPrice}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>{t("bedrooms")}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {BHK_OPTIONS.map((o) => (
            <label
              key={o.value}
              className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                name="bhk"
                value={o.value}
                defaultChecked={has(applied.bhk, o.value)}
                className="accent-brand-600"
              />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>{t("area")}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          <input
            name="minArea"
            type="number"
            min={0}
            inputMode="numeric"
            aria-label={t("minArea")}
            placeholder={t("min")}
            defaultValue={applied.minArea ?? ""}
            className={field}
          />
          <input
            name="maxArea"
            type="number"
            min={0}
            inputMode="numeric"
            aria-label={t("maxArea")}
            placeholder={t("max")}
            defaultValue={applied.maxArea ?? ""}
            className={field}
          />
        </div>
      </fieldset>
    </>
  );
}
