import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/components/i18n/link";
import { cityName, localityName } from "@/lib/geo/place-names-hi";
import { getLatestReviews } from "@/lib/reviews/review-queries";
import { insightsLocalityPath } from "@/lib/seo/urls";
import { Stars } from "./stars";

/** The newest published reviews anywhere (insights hub). */
export async function LatestReviews() {
  const reviews = await getLatestReviews(6);
  const t = await getTranslations("insights");
  const locale = await getLocale();
  if (!reviews.length) {
    return <p className="text-slate-600">{t("noReviews")}</p>;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {reviews.map((r) => (
        <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-4">
          <Link
            href={insightsLocalityPath(r.citySlug, r.localitySlug)}
            className="font-semibold text-brand-700 hover:underline"
          >
            {localityName(r.locality, locale)}, {cityName(r.city, locale)}
          </Link>
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
            <Stars value={r.overall} /> {r.author}
          </p>
          <p className="mt-2 line-clamp-4 text-slate-800">{r.body}</p>
        </li>
      ))}
    </ul>
  );
}
