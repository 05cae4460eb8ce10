import { useLocale, useTranslations } from "next-intl";
import { SiteAnchor } from "@/components/i18n/site-anchor";
import { cityName } from "@/lib/geo/city-names-hi";
import { formatIndianNumber } from "@/lib/format/money";
import type { TypeCount } from "@/lib/properties/city-overview";
import { listingSearchHref, TYPE_GROUP_WORDS } from "@/lib/seo/search-links";
import {
  SEARCH_TYPE_GROUPS,
  type SearchTypeGroup,
  type TransactionType,
} from "@/lib/validation/property-enums";

const DEALS: { deal: TypeCount["dealType"]; transaction: TransactionType; phrase: string }[] = [
  { deal: "sale", transaction: "Buy", phrase: "for sale" },
  { deal: "rent", transaction: "Rent", phrase: "for rent" },
  { deal: "pg", transaction: "PG", phrase: "PG / co-living" },
];

/** Counts by deal and type, each linking to the matching search results. */
export function TypeLinks({
  counts,
  city,
  state,
}: {
  counts: TypeCount[];
  city: string;
  state: string;
}) {
  const t = useTranslations("cityPage");
  const typeWords = useTranslations("searchTitle");
  const locale = useLocale();
  const place = cityName(city, locale);
  const hindiLabel = (deal: TypeCount["dealType"], group: SearchTypeGroup) =>
    deal === "pg"
      ? group === "FlatApartment"
        ? t("pgIn", { city: place })
        : t("pgTypeIn", { city: place, what: typeWords(`types.${group}`) })
      : t(deal === "sale" ? "saleIn" : "rentIn", {
          city: place,
          what: typeWords(`types.${group}`),
        });
  const groups = Object.entries(SEARCH_TYPE_GROUPS) as [SearchTypeGroup, readonly string[]][];
  const links = DEALS.flatMap(({ deal, transaction, phrase }) =>
    groups.map(([group, types]) => ({
      key: `${deal}-${group}`,
      label:
        locale !== "en"
          ? hindiLabel(deal, group)
          : `${
              deal === "pg"
                ? `PG accommodation${group === "FlatApartment" ? "" : ` (${TYPE_GROUP_WORDS[group].plural.toLowerCase()})`}`
                : `${TYPE_GROUP_WORDS[group].plural} ${phrase}`
            } in ${city}`,
      href: listingSearchHref({ propertyType: group, transactionType: transaction, city, state }),
      count: counts
        .filter((c) => c.dealType === deal && types.includes(c.propertyType))
        .reduce((sum, c) => sum + c.count, 0),
    })),
  ).filter((l) => l.count > 0);
  if (links.length === 0)
    return <p className="text-slate-600">{t("noListings", { city: place })}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {links.map((l) => (
        <li key={l.key}>
          <SiteAnchor
            href={l.href}
            locale={locale}
            className="flex items-center justify-between rounded-xl border border-slate-200 bg-white px-4 py-3 hover:border-brand-600"
          >
            <span className="font-medium text-slate-800">{l.label}</span>
            <span className="ml-3 rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-900">
              {formatIndianNumber(l.count)}
            </span>
          </SiteAnchor>
        </li>
      ))}
    </ul>
  );
}
