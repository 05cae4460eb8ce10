import { useLocale, useTranslations } from "next-intl";
import { SiteAnchor } from "@/components/i18n/site-anchor";
import { placeName } from "@/lib/geo/place-names-hi";
import { formatChange, formatIndianNumber, formatRate } from "@/lib/format/money";
import type { LocalitySummary } from "@/lib/insights/insight-queries";

function Change({ value }: { value: number | null }) {
  if (value === null) return <span className="text-slate-500">—</span>;
  return (
    <span className={value >= 0 ? "text-emerald-700" : "text-red-700"}>{formatChange(value)}</span>
  );
}

/** Localities side by side: sale and rent medians, 12-month change, yield (and distance). */
export function PlaceTable({
  caption,
  places,
  hrefOf,
  showDistance = false,
}: {
  caption: string;
  places: LocalitySummary[];
  hrefOf: (p: LocalitySummary) => string;
  showDistance?: boolean;
}) {
  const t = useTranslations("insights");
  const locale = useLocale();
  const hidden = t("fewerThan5");
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-3 text-left text-sm text-slate-600">{caption}</caption>
        <thead className="text-slate-600">
          <tr className="border-b border-slate-200">
            <th scope="col" className="px-4 py-2 font-medium">
              {t("locality")}
            </th>
            {showDistance ? (
              <th scope="col" className="px-4 py-2 font-medium">
                {t("distance")}
              </th>
            ) : null}
            <th scope="col" className="px-4 py-2 font-medium">
              {t("salePerSqft")}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t("change12")}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t("rentPerSqft")}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t("rentYield")}
            </th>
          </tr>
        </thead>
        <tbody>
          {places.map((p) => (
            <tr key={p.id} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-4 py-2 font-semibold">
                <SiteAnchor
                  href={hrefOf(p)}
                  locale={locale}
                  className="text-brand-700 underline underline-offset-2"
                >
                  {placeName(p.name, locale)}
                </SiteAnchor>
              </th>
              {showDistance ? (
                <td className="px-4 py-2">
                  {p.distanceKm == null ? "" : formatIndianNumber(p.distanceKm, 3)} km
                </td>
              ) : null}
              <td className="px-4 py-2">
                {p.saleMedian === null ? (
                  <span className="text-slate-500">{hidden}</span>
                ) : (
                  formatRate(p.saleMedian, "sale", true)
                )}
              </td>
              <td className="px-4 py-2">
                <Change value={p.saleChange} />
              </td>
              <td className="px-4 py-2">
                {p.rentMedian === null ? (
                  <span className="text-slate-500">{hidden}</span>
                ) : (
                  formatRate(p.rentMedian, "rent", true)
                )}
              </td>
              <td className="px-4 py-2">
                {p.rentYield === null ? "—" : `${formatIndianNumber(p.rentYield, 3)} %`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
