"use client";

import { useLocale, useTranslations } from "next-intl";
import { localizedPath } from "@/lib/i18n/locales";
import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import { useCallback, useDeferredValue, useMemo, useRef, useState } from "react";

import { SlidersHorizontal, X } from "lucide-react";
import { Sheet } from "@/components/ui/dialog";
import { useMediaQuery } from "@/components/ui/use-media-query";
import { carryFocusTo, useCarriedFocus } from "@/components/search/refine-focus";
import type { AppliedFilters } from "@/lib/search/applied-filters";
import type { SearchBasePath } from "@/lib/search/search-url";
import type { TransactionType } from "@/lib/validation/property-enums";
import { FeatureFields } from "./filters/feature-fields";
import { formHref } from "./filters/form-href";
import { PlaceFields } from "./filters/place-fields";
import { SizeFields } from "./filters/size-fields";

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
  const router = useLocalizedRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [filterModalOpen, setFilterModalOpen] = useState(false);
  const t = useTranslations("search.filters");
  const locale = useLocale();
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

  // The fields, the bulk of the form, stay the same elements while the filters are unchanged:
  // the form's other state changes do not redraw them.
  const fields = useMemo(
    () => (
      <>
        <PlaceFields applied={applied} cityNames={cityNames} />
        <SizeFields applied={applied} deal={deal} />
        <FeatureFields applied={applied} />
      </>
    ),
    [applied, cityNames, deal],
  );

  // Phones draw the fields only while the sheet is open, and one frame after the tap: that
  // frame is the sheet, its heading and its button, so the tap is answered sooner (issue 29's
  // INP). The server's page and wide screens always have them; a phone drops them as soon as it
  // knows it is one, without drawing them into the closed sheet first.
  const sheetDrawn = useDeferredValue(filterModalOpen);
  const fieldsDrawn = wide || sheetDrawn;

  const form = (
    <form
      key={formKey}
      id="search-filters"
      ref={formRef}
      method="get"
      action={localizedPath(locale, basePath)}
      onChange={onChange}
      onSubmit={onSubmit}
      aria-label={t("title")}
      className={`space-y-5 bg-white p-4 ${wide ? "hidden md:block md:rounded-xl md:border md:border-slate-200" : ""}`}
    >
      <div className="flex items-center justify-between">
        <h2 className="text-base font-bold">{t("title")}</h2>
        <button
          type="button"
          data-filters-close
          // A 44×44 target (WCAG 2.5.5), as the phone menu's close (mobile-menu-panel.tsx); the
          // negative margins keep the icon where it was and the title row at its height.
          className="-my-2.5 -mr-3 flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
          onClick={discard}
          aria-label={t("close")}
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <input type="hidden" name="page" value="1" />
      {mapView && <input type="hidden" name="view" value="map" />}
      <input type="hidden" name="state" defaultValue={applied.state ?? ""} />
      <input type="hidden" name="searchQuery" defaultValue={applied.keywords.join(" ")} />
      {applied.sort !== "relevance" && <input type="hidden" name="sort" value={applied.sort} />}

      {fieldsDrawn ? fields : null}
      <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white px-4 pb-1 pt-3 md:static md:mx-0 md:border-0 md:p-0">
        <button
          type="submit"
          className="w-full rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t("apply")}
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
        <SlidersHorizontal className="size-4" aria-hidden /> {t("title")}
      </button>
      {wide ? (
        form
      ) : (
        <Sheet
          open={filterModalOpen}
          onClose={discard}
          label={t("title")}
          initialFocus="[data-filters-close]"
        >
          {form}
        </Sheet>
      )}
    </>
  );
}
