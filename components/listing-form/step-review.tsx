"use client";

import { useFormContext } from "react-hook-form";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { cityName, localityName, stateName } from "@/lib/geo/place-names-hi";
import { formatArea, formatAreaValue, toSqft, type AreaUnit } from "@/lib/format/area";
import { formatPriceShort } from "@/lib/format/money";
import {
  EXTRA_AREA_LABELS,
  fieldsFor,
  TYPE_GROUPS,
  TYPE_GROUP_OF,
  type DetailValues,
} from "@/lib/listings/fields";
import { fieldValueText } from "@/lib/listings/fields/field-value-text";
import { priceLabelFor, readNumber, type ListingFormInput } from "@/lib/validation/listing";
import { PROPERTY_TYPE_LABELS } from "@/lib/format/labels";
import type { CityOption } from "./step-location";

const DEAL_LABEL = { sale: "Sell", rent: "Rent", pg: "PG" } as const;

/** A label (English, worded by the phrase translator) and the value as shown. */
type Row = { label: string; value: string; long?: boolean };

/** Everything the seller entered, for one last look before it goes to review. */
export function StepReview({ cities }: { cities: CityOption[] }) {
  const { watch } = useFormContext<ListingFormInput>();
  const phrase = usePhrase();
  const locale = useSiteLocale();
  const v = watch();
  if (!v.propertyType || !v.dealType) return null;
  const group = TYPE_GROUPS[TYPE_GROUP_OF[v.propertyType]];
  const details = (v.details ?? {}) as DetailValues;
  const city = cities.find((c) => c.slug === v.citySlug);
  const unit: AreaUnit = v.areaUnit ?? "sqft";
  /** "1,200 sq ft"; in another unit with its square feet: "2 acres (87,120 sq ft)". */
  const areaText = (typed: string | number | undefined) => {
    const n = readNumber(typed);
    if (n === null || n <= 0) return null;
    const value = formatAreaValue(n, unit);
    return unit === "sqft" ? value : `${value} (${formatArea(toSqft(n, unit, city?.state).sqft)})`;
  };
  const price = readNumber(v.price);
  const rows: Row[] = [
    {
      label: "Listing",
      value: `${phrase(DEAL_LABEL[v.dealType])} · ${phrase(PROPERTY_TYPE_LABELS[v.propertyType])}`,
    },
    {
      label: "Location",
      value: [
        v.address,
        v.localityName && localityName(v.localityName, locale),
        city ? `${cityName(city.name, locale)}, ${stateName(city.state, locale)}` : "",
        v.pincode,
      ]
        .filter(Boolean)
        .join(", "),
    },
    { label: group.mainAreaLabel, value: areaText(v.area) ?? "—" },
  ];
  for (const name of group.extraAreas) {
    const value = areaText(v[name]);
    if (value) rows.push({ label: EXTRA_AREA_LABELS[name], value });
  }
  rows.push({
    label: priceLabelFor(v.dealType),
    value:
      price && price > 0
        ? `${formatPriceShort(price, locale)}${v.dealType === "sale" ? "" : phrase("/month")}`
        : "—",
  });
  for (const f of fieldsFor(v.propertyType, v.dealType, details)) {
    const value = fieldValueText(f, details[f.name], phrase, locale);
    if (value) rows.push({ label: f.label, value });
  }
  rows.push({ label: "Amenities", value: String(v.amenities?.length ?? 0) });
  rows.push({ label: "Photos", value: String(v.photos?.length ?? 0) });
  const title = v.title?.trim();
  if (title) rows.push({ label: "Title", value: title });
  const description = v.description?.trim();
  if (description) rows.push({ label: "Description", value: description, long: true });

  return (
    <div className="space-y-4">
      <dl className="divide-y rounded-lg border bg-white border-slate-200 divide-slate-200">
        {rows.map(({ label, value, long }) => (
          <div key={label} className="grid grid-cols-3 gap-2 px-4 py-2 text-sm">
            <dt className="text-slate-500">{phrase(label)}</dt>
            <dd
              className={
                long
                  ? "col-span-2 whitespace-pre-line break-words text-slate-800"
                  : "col-span-2 break-words font-medium text-slate-800"
              }
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">
        {phrase(
          "Our team reviews every listing before buyers see it — usually within a working day. You can follow its status under My properties.",
        )}
      </p>
    </div>
  );
}
