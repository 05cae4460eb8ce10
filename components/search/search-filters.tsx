"use client";

import { useCallback, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { SlidersHorizontal, X } from "lucide-react";
import { Sheet } from "@/components/ui/dialog";
import { useMediaQuery } from "@/components/ui/use-media-query";
import { carryFocusTo, useCarriedFocus } from "@/components/search/refine-focus";
import type { AppliedFilters } from "@/lib/search/applied-filters";
import { BHK_OPTIONS, budgetOptions, FILTER_AMENITIES } from "@/lib/search/filter-options";
import {
  amenityLabel,
  FURNISHING_LABELS,
  SELLER_KIND_LABELS,
  SEARCH_TYPE_OPTIONS,
} from "@/lib/format/labels";
import { boundsParam, type SearchBasePath } from "@/lib/search/search-url";
import { FURNISHING, SELLER_KINDS, type TransactionType } from "@/lib/validation/property-enums";
import { RADIUS_KM_VALUES } from "@/lib/validation/search-options";

/** The URL for the form's current values: repeated fields joined by commas, page back to 1. */
function formHref(form: HTMLFormElement, basePath: SearchBasePath): string {
  const data = new FormData(form);
  const params = new URLSearchParams();
  for (const key of [
    "propertyType",
    "transactionType",
    "page",
    "city",
    "state",
    "locality",
    "searchQuery",
  ]) {
    params.set(key, key === "page" ? "1" : String(data.get(key) ?? ""));
  }
  const seen = new Set(params.keys());
  for (const key of new Set(data.keys())) {
    if (seen.has(key)) continue;
    const value = data
      .getAll(key)
      .map(String)
      .filter((v) => v !== "")
      .join(",");
    if (value) params.set(key, value);
  }
  return `${basePath}?${params.toString()}`;
}

type Props = {
  basePath: SearchBasePath;
  applied: AppliedFilters;
  /** The results map is open: changed filters keep it open. */
  mapView?: boolean;
  /** City names the city box suggests (from the server: the data set stays out of the bundle). */
  cityNames: readonly string[];
};

/**
 * Filters as a GET form (works without JavaScript); with JavaScript every change updates the URL
 * with router.push, so reload and the back button keep them. On phones it is a bottom sheet.
 */
export function SearchFilters({ basePath, applied, mapView = false, cityNames }: Props) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [filterModalOpen, setFilterModalOpen] = useState(false);
  const [deal, setDeal] = useState<TransactionType>(applied.transactionType);
  // A new key redraws the form from `applied`: how the phone sheet forgets unapplied choices.
  const [formKey, setFormKey] = useState(0);
  const openerRef = useRef<HTMLButtonElement>(null);
  // Wide screens show the form beside the results; phones get it in a bottom sheet.
  const wide = useMediaQuery("(min-width: 768px)", true);

  /** Closes the phone sheet without applying: the choices go back to what the URL says. */
  const discard = useCallback(() => {
    setFilterModalOpen(false);
    setDeal(applied.transactionType);
    setFormKey((k) => k + 1);
    openerRef.current?.focus();
  }, [applied.transactionType]);

  useCarriedFocus(formRef);

  const push = (control?: HTMLInputElement | HTMLSelectElement) => {
    if (!formRef.current) return;
    const href = formHref(formRef.current, basePath);
    if (control) carryFocusTo(href, control);
    router.push(href, { scroll: false });
  };
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement | HTMLSelectElement;
    if (target.name === "transactionType") {
      setDeal(target.value as TransactionType);
      for (const name of ["minPrice", "maxPrice"]) {
        const select = formRef.current?.elements.namedItem(name) as HTMLSelectElement | null;
        if (select) select.value = "";
      }
    }
    // In the phone sheet everything applies with "Apply filters"; on wider screens choices apply
    // at once and typed fields on Enter / "Apply filters".
    if (filterModalOpen) return;
    if (target instanceof HTMLInputElement && (target.type === "text" || target.type === "number"))
      return;
    push(target);
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilterModalOpen(false);
    push();
  };

  const has = <T,>(list: readonly T[] | undefined, v: T) => list?.includes(v) ?? false;
  const budgets = budgetOptions(deal);
  const field = "mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm";
  const legend = "text-sm font-semibold text-slate-800";

  const form = (
    <form
      key={formKey}
      id="search-filters"
      ref={formRef}
      method="get"
      action={basePath}
      onChange={onChange}
      onSubmit={onSubmit}
      aria-label="Filters"
      className={`space-y-5 bg-white p-4 ${wide ? "hidden md:block md:rounded-xl md:border md:border-slate-200" : ""}`}
    >
      <div className="flex items-center justify-between">
        <h2 className="text-base font-bold">Filters</h2>
        <button
          type="button"
          data-filters-close
          className="md:hidden"
          onClick={discard}
          aria-label="Close filters"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <input type="hidden" name="page" value="1" />
      {mapView && <input type="hidden" name="view" value="map" />}
      <input type="hidden" name="state" defaultValue={applied.state ?? ""} />
      <input type="hidden" name="searchQuery" defaultValue={applied.keywords.join(" ")} />
      {applied.sort !== "relevance" && <input type="hidden" name="sort" value={applied.sort} />}

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
      <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white px-4 pb-1 pt-3 md:static md:mx-0 md:border-0 md:p-0">
        <button
          type="submit"
          className="w-full rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Apply filters
        </button>
      </div>
    </form>
  );

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        onClick={() => setFilterModalOpen(true)}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium md:hidden"
        aria-expanded={filterModalOpen}
        aria-controls="search-filters"
      >
        <SlidersHorizontal className="size-4" aria-hidden /> Filters
      </button>
      {wide ? (
        form
      ) : (
        <Sheet
          open={filterModalOpen}
          onClose={discard}
          label="Filters"
          initialFocus="[data-filters-close]"
        >
          {form}
        </Sheet>
      )}
    </>
  );
}
