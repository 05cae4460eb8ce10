import { useLocale, useTranslations } from "next-intl";
import { SiteAnchor } from "@/components/i18n/site-anchor";
import { usePhrase } from "@/components/i18n/use-phrase";
import type { SupplyRow } from "@/lib/insights/insight-queries";
import { formatIndianNumber } from "@/lib/format/money";
import { listingSearchHref } from "@/lib/seo/search-links";
import { bhkLabel, PROPERTY_TYPE_LABELS } from "@/lib/format/labels";
import { searchTypeGroupOf, type PropertyType } from "@/lib/validation/property-enums";

/** Active listings by type (for sale, for rent) with links into the search, and by BHK. */
export function SupplyTables({
  supply,
  place,
}: {
  supply: SupplyRow[];
  place: { city: string; state: string; locality?: string };
}) {
  const t = useTranslations("insights");
  const phrase = usePhrase();
  const locale = useLocale();
  const byType = new Map<PropertyType, { sale: number; rent: number }>();
  const byBhk = new Map<number, { sale: number; rent: number }>();
  for (const row of supply) {
    if (row.dealType === "pg") continue;
    const deal = row.dealType;
    const target =
      row.bhk === -1
        ? (byType.get(row.propertyType) ??
          byType.set(row.propertyType, { sale: 0, rent: 0 }).get(row.propertyType)!)
        : (byBhk.get(row.bhk) ?? byBhk.set(row.bhk, { sale: 0, rent: 0 }).get(row.bhk)!);
    target[deal] += row.listings;
  }
  if (byType.size === 0) {
    return <p className="text-slate-600">{t("noActive")}</p>;
  }
  const link = (type: PropertyType, deal: "sale" | "rent", count: number) => {
    const group = searchTypeGroupOf(type);
    if (!count) return <span className="text-slate-400">0</span>;
    if (!group) return formatIndianNumber(count);
    return (
      <SiteAnchor
        locale={locale}
        className="font-medium text-brand-700 hover:underline"
        href={listingSearchHref({
          propertyType: group,
          transactionType: deal === "sale" ? "Buy" : "Rent",
          city: place.city,
          state: place.state,
          locality: place.locality,
        })}
        aria-label={t(deal === "sale" ? "countForSale" : "countForRent", {
          n: formatIndianNumber(count),
          type: phrase(PROPERTY_TYPE_LABELS[type]),
        })}
      >
        {formatIndianNumber(count)}
      </SiteAnchor>
    );
  };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="px-4 pt-3 text-left text-sm text-slate-600">{t("byType")}</caption>
          <thead className="text-slate-600">
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-4 py-2 font-medium">
                {t("type")}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {t("forSale")}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {t("forRent")}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...byType.entries()].map(([type, n]) => (
              <tr key={type} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="px-4 py-2 font-medium">
                  {phrase(PROPERTY_TYPE_LABELS[type])}
                </th>
                <td className="px-4 py-2">{link(type, "sale", n.sale)}</td>
                <td className="px-4 py-2">{link(type, "rent", n.rent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {byBhk.size > 0 ? (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="px-4 pt-3 text-left text-sm text-slate-600">{t("bySize")}</caption>
            <thead className="text-slate-600">
              <tr className="border-b border-slate-200">
                <th scope="col" className="px-4 py-2 font-medium">
                  {t("size")}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t("forSale")}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t("forRent")}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...byBhk.entries()]
                .sort((a, b) => a[0] - b[0])
                .map(([bhk, n]) => (
                  <tr key={bhk} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="px-4 py-2 font-medium">
                      {bhkLabel(bhk)}
                    </th>
                    <td className="px-4 py-2">{formatIndianNumber(n.sale)}</td>
                    <td className="px-4 py-2">{formatIndianNumber(n.rent)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
