import type { AppliedFilters } from "@/lib/search/applied-filters";
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
  const budgets = budgetOptions(deal);
  return (
    <>
      <fieldset>
        <legend className={legend}>Budget</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          <BudgetSelect
            name="minPrice"
            label="Minimum budget"
            empty="Min"
            budgets={budgets}
            value={applied.minPrice}
          />
          <BudgetSelect
            name="maxPrice"
            label="Maximum budget"
            empty="Max"
            budgets={budgets}
            value={applied.maxPrice}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>Bedrooms</legend>
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
        <legend className={legend}>Area (sq ft)</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          <input
            name="minArea"
            type="number"
            min={0}
            inputMode="numeric"
            aria-label="Minimum area in sq ft"
            placeholder="Min"
            defaultValue={applied.minArea ?? ""}
            className={field}
          />
          <input
            name="maxArea"
            type="number"
            min={0}
            inputMode="numeric"
            aria-label="Maximum area in sq ft"
            placeholder="Max"
            defaultValue={applied.maxArea ?? ""}
            className={field}
          />
        </div>
      </fieldset>
    </>
  );
}
