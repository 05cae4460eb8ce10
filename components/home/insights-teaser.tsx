import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { formatChange, formatRate } from "@/lib/format/money";
import { cityName } from "@/lib/geo/city-names-hi";
import type { Locale } from "@/lib/i18n/locales";
import { getCityCards } from "@/lib/insights/insight-queries";
import { INSIGHTS_PATH, insightsCityPath } from "@/lib/seo/urls";
import { SpriteIcon } from "@/components/ui/sprite-icon";

const CITIES = ["mumbai", "bangalore", "pune", "hyderabad", "indore", "bhopal"];

/**
 * The six cities' newest medians from the insights rollup (cached until the rollup is refreshed),
 * each city named in the page's language; the rates are written as the insights pages write them.
 */
async function TeaserRows({ locale }: { locale: Locale }) {
  const cards = await getCityCards();
  const rows = CITIES.map((slug) => cards.find((c) => c.slug === slug)).filter(
    (c) => c !== undefined,
  );
  return (
    <tbody>
      {rows.map((city) => (
        <tr key={city.slug}>
          <th scope="row">
            <Link href={insightsCityPath(city.slug)}>{cityName(city.name, locale)}</Link>
          </th>
          <td>
            {city.saleMedian === null ? "—" : formatRate(city.saleMedian, "sale", true)}
            {city.saleChange !== null ? <span>{formatChange(city.saleChange)}</span> : null}
          </td>
          <td>{city.rentMedian === null ? "—" : formatRate(city.rentMedian, "rent", true)}</td>
        </tr>
      ))}
    </tbody>
  );
}

/** "Insights": the newest median prices of six cities, linking to the insights pages. */
export function InsightsTeaser() {
  const t = useTranslations("home");
  const columns = useTranslations("insights");
  const locale = useLocale();
  return (
    <section aria-labelledby="insights-heading" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-amber-300">
            {t("insightsIntro")}
          </p>
          <h2 id="insights-heading" className="mt-2 text-3xl font-bold">
            {t("insightsHeading")}
          </h2>
          <p className="mt-3 text-slate-200">{t("insightsLead")}</p>
          <Link
            href={INSIGHTS_PATH}
            className="mt-6 inline-block rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-900 hover:bg-brand-50"
          >
            {t("insightsExplore")}
          </Link>
        </div>
        <div className="overflow-x-auto rounded-xl bg-white/5 p-4 ring-1 ring-white/15">
          <table className="insights-table">
            <caption className="mb-3 text-left font-semibold">
              <SpriteIcon name="trending-up" className="mr-2 inline size-4 align-[-2px]" />
              {t("insightsCaption")}
            </caption>
            <thead className="text-slate-300">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {columns("city")}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t("insightsBuyPerSqft")}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {columns("rentPerSqft")}
                </th>
              </tr>
            </thead>
            <TeaserRows locale={locale} />
          </table>
        </div>
      </div>
    </section>
  );
}
