import type { AppliedFilters } from "@/lib/search/applied-filters";
import { BHK_OPTIONS, budgetOptions } from "@/lib/search/filter-options";
import type { TransactionType } from "@/lib/validation/property-enums";
import { field, has, legend } from "./filter-classes";

/** Budget (its steps follow the deal), bedrooms and area. */
export function SizeFields({ applied, deal }: { applied: AppliedFilters; deal: TransactionType }) {
  const budgets = budgetOptions(deal);
  return (
    <>
      <fieldset>
        <legend className={legend}>Budget</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          <select
            name="minPrice"
            aria-label="Minimum budget"
            defaultValue={applied.minPrice ?? ""}
            className={field}
          >
            <option value="">Min</option>
            {budgets.map((b) => (
              <option key={b.value} value={b.value}>
                {b.label}
              </option>
            ))}
          </select>
          <select
            name="maxPrice"
            aria-label="Maximum budget"
            defaultValue={applied.maxPrice ?? ""}
            className={field}
          >
            <option value="">Max</option>
            {budgets.map((b) => (
              <option key={b.value} value={b.value}>
                {b.label}
              </option>
            ))}
          </select>
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
