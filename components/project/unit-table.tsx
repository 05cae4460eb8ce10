import { useLocale, useTranslations } from "next-intl";
import type { UnitConfig } from "@/lib/projects/project-record";
import { formatArea } from "@/lib/format/area";
import { formatPriceShort } from "@/lib/format/money";
import { bhkLabel } from "@/lib/format/labels";

/** The project's unit types: BHK, carpet area, price range, units available. */
export function UnitTable({ units }: { units: UnitConfig[] }) {
  const t = useTranslations("projectPage");
  const locale = useLocale();
  if (units.length === 0) return null;
  const rows = [...units].sort((a, b) => a.bhk - b.bhk || a.carpetAreaSqft - b.carpetAreaSqft);
  return (
    <section
      aria-labelledby="units-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="units-heading" className="text-xl font-bold text-slate-900">
        {t("unitTypes")}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t("type")}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t("carpetArea")}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t("price")}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t("unitsAvailable")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((u) => (
              <tr
                key={`${u.bhk}-${u.carpetAreaSqft}`}
                className="border-b border-slate-100 last:border-0"
              >
                <th scope="row" className="py-2 pr-4 font-semibold text-slate-900">
                  {bhkLabel(u.bhk)}
                </th>
                <td className="py-2 pr-4 text-slate-700">{formatArea(u.carpetAreaSqft)}</td>
                <td className="py-2 pr-4 text-slate-900">
                  {u.minPrice === u.maxPrice
                    ? formatPriceShort(u.minPrice, locale)
                    : `${formatPriceShort(u.minPrice, locale)} – ${formatPriceShort(u.maxPrice, locale)}`}
                </td>
                <td className="py-2 text-slate-700">
                  {u.unitsAvailable > 0 ? u.unitsAvailable : t("soldOut")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
