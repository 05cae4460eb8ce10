import type { AppliedFilters } from "@/lib/search/applied-filters";
import { SEARCH_TYPE_OPTIONS } from "@/lib/format/labels";
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
  return (
    <>
      <label className="block text-sm font-semibold">
        Looking to
        <select name="transactionType" defaultValue={applied.transactionType} className={field}>
          <option value="Buy">Buy</option>
          <option value="Rent">Rent</option>
          <option value="PG">PG / Co-living</option>
        </select>
      </label>
      <label className="block text-sm font-semibold">
        Property type
        <select name="propertyType" defaultValue={applied.propertyType ?? ""} className={field}>
          <option value="">Any type</option>
          {SEARCH_TYPE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-semibold">
        City
        <input
          name="city"
          type="text"
          list="search-city-list"
          defaultValue={applied.city ?? ""}
          className={field}
          placeholder="Any city"
        />
        <datalist id="search-city-list">
          {cityNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </label>
      <label className="block text-sm font-semibold">
        Locality
        <input
          name="locality"
          type="text"
          defaultValue={applied.locality ?? ""}
          className={field}
          placeholder="e.g. Vijay Nagar"
        />
      </label>
      <label className="block text-sm font-semibold">
        Distance
        <select name="radius" defaultValue={applied.radius ?? ""} className={field}>
          <option value="">{applied.lat === undefined ? "Whole city" : "5 km"}</option>
          {RADIUS_KM_VALUES.map((r) => (
            <option key={r} value={r}>
              Within {r} km
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
