import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { cityName } from "@/lib/geo/city-names-hi";
import { formatRate } from "@/lib/format/money";
import type { PlaceTrends } from "@/lib/insights/insight-queries";
import { insightsCityPath } from "@/lib/seo/urls";

/**
 * The city page's price sentence, from the same figures as the city's Insights page (the newest
 * median asking price and rent of listings here), so the two pages never disagree.
 */
export function CityPriceLine({
  city,
  trends,
}: {
  city: { name: string; slug: string };
  trends: Pick<PlaceTrends, "saleMedian" | "rentMedian">;
}) {
  const t = useTranslations("cityPage");
  const locale = useLocale();
  if (trends.saleMedian === null && trends.rentMedian === null) return null;
  const parts = [
    trends.saleMedian !== null
      ? t("medianPrice", { rate: formatRate(trends.saleMedian, "sale", false, locale) })
      : null,
    trends.rentMedian !== null
      ? t("medianRent", { rate: formatRate(trends.rentMedian, "rent", false, locale) })
      : null,
  ].filter((part): part is string => part !== null);
  const sentence = parts.join("; ");
  return (
    <>
      {" "}
      {sentence[0].toUpperCase() + sentence.slice(1)} (
      <Link href={insightsCityPath(city.slug)} className="text-brand-700 underline">
        {t("priceTrends", { city: cityName(city.name, locale) })}
      </Link>
      ){t("fullStop")}
    </>
  );
}
