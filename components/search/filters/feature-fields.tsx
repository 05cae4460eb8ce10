import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import type { AppliedFilters } from "@/lib/search/applied-filters";
import { FILTER_AMENITIES } from "@/lib/search/filter-options";
import { amenityLabel, FURNISHING_LABELS, SELLER_KIND_LABELS } from "@/lib/format/labels";
import { FURNISHING, SELLER_KINDS } from "@/lib/validation/property-enums";
import { field, has, legend } from "./filter-classes";

type Option = { value: string; label: string };

/** A group of checkboxes sharing one field name; checked as the URL says. */
function CheckList({
  title,
  name,
  options,
  checked,
  grid = false,
}: {
  title: string;
  name: string;
  options: Option[];
  checked: readonly string[] | undefined;
  grid?: boolean;
}) {
  const items = options.map((o) => (
    <label
      key={o.value}
      className={grid ? "flex items-center gap-2 text-sm" : "mt-1 flex items-center gap-2 text-sm"}
    >
      <input
        type="checkbox"
        name={name}
        value={o.value}
        defaultChecked={has(checked, o.value)}
        className="accent-brand-600"
      />
      {o.label}
    </label>
  ));
  return (
    <fieldset>
      <legend className={legend}>{title}</legend>
      {grid ? <div className="mt-1 grid grid-cols-2 gap-1">{items}</div> : items}
    </fieldset>
  );
}

/** Furnishing, possession, who posted, verified only, amenities. */
export function FeatureFields({ applied }: { applied: AppliedFilters }) {
  const t = useTranslations("search.filters");
  const phrase = usePhrase();
  return (
    <>
      <CheckList
        title={t("furnishing")}
        name="furnishing"
        options={FURNISHING.map((f) => ({ value: f, label: phrase(FURNISHING_LABELS[f]) }))}
        checked={applied.furnishing}
      />
      <label className="block text-sm font-semibold">
        {t("possession")}
        <select name="possession" defaultValue={applied.possession ?? ""} className={field}>
          <option value="">{t("any")}</option>
          <option value="ready">{phrase("Ready to move")}</option>
          <option value="under_construction">{phrase("Under construction")}</option>
        </select>
      </label>
      <CheckList
        title={t("postedBy")}
        name="postedBy"
        options={SELLER_KINDS.map((k) => ({
          value: k,
          label: phrase(SELLER_KIND_LABELS[k].short),
        }))}
        checked={applied.postedBy}
      />
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          name="verified"
          value="true"
          defaultChecked={applied.verified === true}
          className="accent-brand-600"
        />
        {t("verified")}
      </label>
      <CheckList
        title={t("amenities")}
        name="amenities"
        options={FILTER_AMENITIES.map((a) => ({ value: a, label: phrase(amenityLabel(a)) }))}
        checked={applied.amenities}
        grid
      />
    </>
  );
}
