import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import type { AppliedFilters } from "@/lib/search/applied-filters";
import { propertyTypeLabel, SEARCH_TYPE_OPTIONS } from "@/lib/format/labels";
import { boundsParam } from "@/lib/search/search-url";
import { RADIUS_KM_VALUES } from "@/lib/validation/search-options";
import { field } from "./filter-classes";

/** What and where: deal, type, city, locality, distance (and the point or map area kept). */
export function PlaceFields({
  applied,
  cityNames,
}: {
  applied: AppliedFilters;
  cityNames: readonly string[];
}) {
  const t = useTranslations("search.filters");
  const phrase = usePhrase();
  // A stored type the form does not offer (typed "serviced apartment", a link for land) stays
  // chosen, so applying another filter keeps it.
  const typeOptions =
    applied.propertyType && !SEARCH_TYPE_OPTIONS.some((o) => o.value === applied.propertyType)
      ? [
          ...SEARCH_TYPE_OPTIONS,
          { value: applied.propertyType, label: propertyTypeLabel(applied.propertyType) },
        ]
      : SEARCH_TYPE_OPTIONS;
  return (
    <>
      <label className="block text-sm font-semibold">
        {t("lookingTo")}
        <select name="transactionType" defaultValue={applied.transactionType} className={field}>
          <option value="Buy">{t("buy")}</option>
          <option value="Rent">{t("rent")}</option>
          <option value="PG">{t("pg")}</option>
        </select>
      </label>
      <label className="block text-sm font-semibold">
        {t("type")}
        <select name="propertyType" defaultValue={applied.propertyType ?? ""} className={field}>
          <option value="">{t("anyType")}</option>
          {typeOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {phrase(o.label)}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-semibold">
        {t("city")}
        <input
          name="city"
          type="text"
          list="search-city-list"
          defaultValue={applied.city ?? ""}
          className={field}
          placeholder={t("anyCity")}
        />
        <datalist id="search-city-list">
          {cityNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </label>
      <label className="block text-sm font-semibold">
        {t("locality")}
        <input
          name="locality"
          type="text"
          defaultValue={applied.locality ?? ""}
          className={field}
          placeholder={t("localityPlaceholder")}
        />
      </label>
      <label className="block text-sm font-semibold">
        {t("distance")}
        <select name="radius" defaultValue={applied.radius ?? ""} className={field}>
          <option value="">{applied.lat === undefined ? t("wholeCity") : "5 km"}</option>
          {RADIUS_KM_VALUES.map((r) => (
            <option key={r} value={r}>
              {t("within", { km: r })}
            </option>
          ))}
        </select>
      </label>
      {applied.lat !== undefined && applied.lon !== undefined && (
        <>
          <input type="hidden" name="lat" value={applied.lat} />
          <input type="hidden" name="lon" value={applied.lon} />
        </>
      )}
      {applied.bounds && <input type="hidden" name="bounds" value={boundsParam(applied.bounds)} />}
    </>
  );
}
