import { getLocale, getTranslations } from "next-intl/server";
import { placeName } from "@/lib/geo/place-names-hi";
import { formatIndianNumber } from "@/lib/format/money";
import { Link } from "@/components/i18n/link";
import { Section } from "@/components/home/section";
import { getCityReviewSummary } from "@/lib/reviews/review-queries";
import { insightsLocalityPath } from "@/lib/seo/urls";
import { ReviewAggregateView } from "./locality-reviews";
import { Stars } from "./stars";

/** What residents say across a city: averages and the localities rated best. */
export async function CityReviewSummary({
  cityId,
  citySlug,
  cityName,
  localities,
}: {
  cityId: number;
  citySlug: string;
  cityName: string;
  localities: { id: number; name: string; slug: string }[];
}) {
  const summary = await getCityReviewSummary(cityId);
  const t = await getTranslations("reviews");
  const locale = await getLocale();
  const city = placeName(cityName, locale);
  const named = new Map(localities.map((l) => [l.id, l]));
  const rated = summary.localities
    .filter((l) => l.overall !== null && named.has(l.localityId))
    .sort((a, b) => b.overall! - a.overall! || b.count - a.count)
    .slice(0, 8);
  return (
    <Section id="reviews" title={t("whatResidentsSay", { place: city })}>
      {summary.aggregate.count ? (
        <div className="space-y-4">
          <ReviewAggregateView aggregate={summary.aggregate} />
          <ul className="grid gap-2 sm:grid-cols-2">
            {rated.map((l) => {
              const place = named.get(l.localityId)!;
              return (
                <li key={l.localityId} className="flex items-center gap-2">
                  <Link
                    href={insightsLocalityPath(citySlug, place.slug)}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {placeName(place.name, locale)}
                  </Link>
                  <Stars value={l.overall!} />
                  <span className="text-sm text-slate-600">
                    {t("scoreFrom", {
                      score: formatIndianNumber(l.overall!, 3),
                      count: String(l.count),
                      one: l.count === 1 ? "yes" : "no",
                    })}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <p className="text-slate-600">{t("noCityReviews", { place: city })}</p>
      )}
    </Section>
  );
}
