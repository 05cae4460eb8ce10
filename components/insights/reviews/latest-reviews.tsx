import { Link } from "@/components/i18n/link";
import { getLatestReviews } from "@/lib/reviews/review-queries";
import { insightsLocalityPath } from "@/lib/seo/urls";
import { Stars } from "./stars";

/** The newest published reviews anywhere (insights hub). */
export async function LatestReviews() {
  const reviews = await getLatestReviews(6);
  if (!reviews.length) {
    return <p className="text-slate-600">No published reviews yet.</p>;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {reviews.map((r) => (
        <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-4">
          <Link
            href={insightsLocalityPath(r.citySlug, r.localitySlug)}
            className="font-semibold text-brand-700 hover:underline"
          >
            {r.locality}, {r.city}
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
