"use client";

import { useFormContext } from "react-hook-form";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { cityName, localityName, stateName } from "@/lib/geo/place-names-hi";
import type { PhraseTranslator } from "@/lib/i18n/phrase";
import { AREA_UNITS, formatArea, toSqft } from "@/lib/format/area";
import { formatPriceShort } from "@/lib/format/money";
import { fieldsFor, type DetailValues } from "@/lib/listings/fields";
import { priceLabelFor, readNumber, type ListingFormInput } from "@/lib/validation/listing";
import { PROPERTY_TYPE_LABELS } from "@/lib/format/labels";
import type { CityOption } from "./step-location";

const DEAL_LABEL = { sale: "Sell", rent: "Rent", pg: "PG" } as const;

function show(
  phrase: PhraseTranslator,
  value: unknown,
  options?: readonly { value: string; label: string }[],
): string {
  if (typeof value === "boolean") return phrase(value ? "Yes" : "No");
  const label = (v: string) => {
    const found = options?.find((o) => o.value === v)?.label;
    return found ? phrase(found) : v;
  };
  if (Array.isArray(value)) return value.map((v) => label(String(v))).join(", ");
  return label(String(value ?? ""));
}

/** Everything the seller entered, for one last look before it goes to review. */
export function StepReview({ cities }: { cities: CityOption[] }) {
  const { watch } = useFormContext<ListingFormInput>();
  const phrase = usePhrase();
  const locale = useSiteLocale();
  const v = watch();
  if (!v.propertyType || !v.dealType) return null;
  const details = (v.details ?? {}) as DetailValues;
  const city = cities.find((c) => c.slug === v.citySlug);
  const area = readNumber(v.area);
  const unit = AREA_UNITS.find((u) => u.id === (v.areaUnit ?? "sqft"));
  const price = readNumber(v.price);
  const rows: [string, string][] = [
    [
      "Listing",
      `${phrase(DEAL_LABEL[v.dealType])} · ${phrase(PROPERTY_TYPE_LABELS[v.propertyType])}`,
    ],
    [
      "Location",
      [
        v.address,
        v.localityName && localityName(v.localityName, locale),
        city ? `${cityName(city.name, locale)}, ${stateName(city.state, locale)}` : "",
        v.pincode,
      ]
        .filter(Boolean)
        .join(", "),
    ],
    [
      "Area",
      area
        ? `${area} ${unit?.short ?? ""}${v.areaUnit && v.areaUnit !== "sqft" ? ` (${formatArea(toSqft(area, v.areaUnit, city?.state).sqft)})` : ""}`
        : "—",
    ],
    [priceLabelFor(v.dealType), price ? formatPriceShort(price, locale) : "—"],
  ];
  for (const f of fieldsFor(v.propertyType, v.dealType, details)) {
    const value = details[f.name];
    if (
      value === undefined ||
      value === "" ||
      value === false ||
      (Array.isArray(value) && !value.length)
    )
      continue;
    rows.push([f.label, show(phrase, value, f.options)]);
  }
  rows.push(["Amenities", String(v.amenities?.length ?? 0)]);
  rows.push(["Photos", String(v.photos?.length ?? 0)]);
  if (v.title) rows.push(["Title", v.title]);

  return (
    <div className="space-y-4">
      <dl className="divide-y rounded-lg border bg-white border-slate-200 divide-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-3 gap-2 px-4 py-2 text-sm">
            <dt className="text-slate-500">{phrase(label)}</dt>
            <dd className="col-span-2 font-medium text-slate-800">{value}</dd>
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
