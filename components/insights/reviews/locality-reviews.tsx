import { useTranslations } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { usePhrase } from "@/components/i18n/use-phrase";
import { phraseFor } from "@/lib/i18n/phrase";
import { formatIndianNumber } from "@/lib/format/money";
import { getLocalityReviews, type ReviewAggregate } from "@/lib/reviews/review-queries";
import { REVIEW_ASPECTS, REVIEW_RELATIONS } from "@/lib/validation/review";
import { ReviewButtons } from "./review-buttons";
import { Stars } from "./stars";
import { formatMonth } from "@/lib/format/date";

const relationLabel = (id: string) => REVIEW_RELATIONS.find((r) => r.id === id)?.label ?? "";

/** Average overall and per-aspect ratings. */
export function ReviewAggregateView({ aggregate }: { aggregate: ReviewAggregate }) {
  const t = useTranslations("reviews");
  const phrase = usePhrase();
  if (!aggregate.count || aggregate.overall === null) return null;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid="review-aggregate">
      <p className="flex items-center gap-2 text-slate-900">
        <span className="text-3xl font-bold">{formatIndianNumber(aggregate.overall, 3)}</span>
        <Stars value={aggregate.overall} size="text-xl" />
        <span className="text-sm text-slate-600">
          {t("fromReviews", {
            count: String(aggregate.count),
            one: aggregate.count === 1 ? "yes" : "no",
          })}
        </span>
      </p>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-5">
        {REVIEW_ASPECTS.map((a) => (
          <div key={a.id}>
            <dt className="text-slate-600">{phrase(a.label)}</dt>
            <dd className="font-semibold">
              {aggregate.aspects[a.id] == null
                ? "—"
                : formatIndianNumber(aggregate.aspects[a.id]!, 3)}{" "}
              / 5
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A locality's published reviews (text shown as text, never as HTML). */
export async function LocalityReviews({
  localityId,
  localityName,
}: {
  localityId: number;
  localityName: string;
}) {
  const { aggregate, reviews } = await getLocalityReviews(localityId);
  const t = await getTranslations("reviews");
  const locale = await getLocale();
  const phrase = phraseFor(locale);
  if (!reviews.length) {
    return <p className="text-slate-600">{t("noneYet", { place: localityName })}</p>;
  }
  return (
    <div className="space-y-4">
      <ReviewAggregateView aggregate={aggregate} />
      <ul className="space-y-4">
        {reviews.map((r) => (
          <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <article aria-label={t("reviewBy", { author: r.author })}>
              <p className="flex flex-wrap items-center gap-2">
                <Stars value={r.overall} />
                <span className="font-semibold text-slate-900">{r.author}</span>
                <span className="text-sm text-slate-600">
                  {phrase(relationLabel(r.relation))} · {formatMonth(r.date, locale)}
                </span>
              </p>
              <p className="mt-2 whitespace-pre-line text-slate-800">{r.body}</p>
              <p className="mt-2 flex flex-wrap gap-x-4 text-xs text-slate-600">
                {REVIEW_ASPECTS.map((a) => (
                  <span key={a.id}>
                    {phrase(a.label)} {r.aspects[a.id]}/5
                  </span>
                ))}
              </p>
              <ReviewButtons reviewId={r.id} helpful={r.helpful} />
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
