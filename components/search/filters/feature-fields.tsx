import type { AppliedFilters } from "@/lib/search/applied-filters";
import { FILTER_AMENITIES } from "@/lib/search/filter-options";
import { amenityLabel, FURNISHING_LABELS, SELLER_KIND_LABELS } from "@/lib/format/labels";
import { FURNISHING, SELLER_KINDS } from "@/lib/validation/property-enums";
import { field, has, legend } from "./filter-classes";

/** Furnishing, possession, who posted, verified only, amenities. */
export function FeatureFields({ applied }: { applied: AppliedFilters }) {
  return (
    <>
      <fieldset>
        <legend className={legend}>Furnishing</legend>
        {FURNISHING.map((f) => (
          <label key={f} className="mt-1 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="furnishing"
              value={f}
              defaultChecked={has(applied.furnishing, f)}
              className="accent-brand-600"
            />
            {FURNISHING_LABELS[f]}
          </label>
        ))}
      </fieldset>
      <label className="block text-sm font-semibold">
        Possession
        <select name="possession" defaultValue={applied.possession ?? ""} className={field}>
          <option value="">Any</option>
          <option value="ready">Ready to move</option>
          <option value="under_construction">Under construction</option>
        </select>
      </label>
      <fieldset>
        <legend className={legend}>Posted by</legend>
        {SELLER_KINDS.map((k) => (
          <label key={k} className="mt-1 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="postedBy"
              value={k}
              defaultChecked={has(applied.postedBy, k)}
              className="accent-brand-600"
            />
            {SELLER_KIND_LABELS[k].short}
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          name="verified"
          value="true"
          defaultChecked={applied.verified === true}
          className="accent-brand-600"
        />
        Documents checked
      </label>
      <fieldset>
        <legend className={legend}>Amenities</legend>
        <div className="mt-1 grid grid-cols-2 gap-1">
          {FILTER_AMENITIES.map((a) => (
            <label key={a} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="amenities"
                value={a}
                defaultChecked={has(applied.amenities, a)}
                className="accent-brand-600"
              />
              {amenityLabel(a)}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
