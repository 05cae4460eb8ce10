"use client";

import { useFormContext } from "react-hook-form";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { formatPricePerSqft, formatPriceShort } from "@/lib/format/money";
import { toSqft } from "@/lib/format/area";
import { fieldsFor, isFieldRequired, type DetailValues } from "@/lib/listings/fields";
import { priceLabelFor, readNumber, type ListingFormInput } from "@/lib/validation/listing";
import { DetailField } from "./detail-field";
import { Field, Input } from "./form-controls";

/** Price with a live "₹ 45 L" preview, then the deal's money fields (deposit, maintenance). */
export function StepPrice() {
  const { register, watch, formState } = useFormContext<ListingFormInput>();
  const [type, deal, price, area, unit = "sqft", details = {}] = watch([
    "propertyType",
    "dealType",
    "price",
    "area",
    "areaUnit",
    "details",
  ]);
  const phrase = usePhrase();
  const locale = useSiteLocale();
  if (!type || !deal) return <p>{phrase("Choose the property type first.")}</p>;
  const amount = readNumber(price);
  const areaValue = readNumber(area);
  const sqft = areaValue !== null && areaValue > 0 ? toSqft(areaValue, unit).sqft : null;
  // A rate only for a positive price over a positive area (never "₹0/sq ft").
  const perSqft =
    deal === "sale" && amount !== null && amount > 0 ? formatPricePerSqft(amount, sqft) : null;
  const fields = fieldsFor(type, deal, details as DetailValues, "price");
  const label = priceLabelFor(deal);

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="price" label={`${label} (₹)`} error={formState.errors.price?.message} required>
          <div className="flex items-center gap-3">
            <Input
              id="price"
              inputMode="numeric"
              maxLength={16}
              placeholder={phrase("e.g. 4500000")}
              aria-invalid={formState.errors.price ? true : undefined}
              aria-describedby="price-preview"
              {...register("price")}
            />
            <output
              id="price-preview"
              htmlFor="price"
              aria-live="polite"
              className="min-w-24 text-lg font-bold text-brand-700"
            >
              {amount && amount > 0
                ? `${formatPriceShort(amount, locale)}${deal === "sale" ? "" : phrase("/month")}`
                : "₹ —"}
            </output>
          </div>
        </Field>
        {perSqft ? <p className="self-end pb-2 text-sm text-slate-600">{perSqft}</p> : null}
      </div>
      <div className="flex flex-wrap gap-6">
        {deal === "sale" ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register("priceOnRequest")} />{" "}
            {phrase("Show “Price on request” instead of the price")}
          </label>
        ) : null}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register("negotiable")} /> {phrase("Price negotiable")}
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => (
          <DetailField
            key={f.name}
            field={f}
            required={isFieldRequired(f, type, deal, details as DetailValues)}
          />
        ))}
      </div>
    </div>
  );
}
