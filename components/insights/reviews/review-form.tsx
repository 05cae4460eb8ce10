"use client";

import { formatIndianNumber } from "@/lib/format/money";

import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { MyReview } from "@/lib/reviews/review-queries";
import {
  REVIEW_ASPECTS,
  REVIEW_MAX_CHARS,
  REVIEW_MIN_CHARS,
  REVIEW_RELATIONS,
} from "@/lib/validation/review";
import { saveReviewAction } from "@/lib/reviews/actions";

const SCORES = [1, 2, 3, 4, 5] as const;

function RatingField({
  name,
  label,
  value,
  error,
  onChange,
}: {
  name: string;
  label: string;
  value: number;
  error?: string;
  onChange: (value: number) => void;
}) {
  const t = useTranslations("reviews");
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      <div className="mt-1 flex flex-wrap gap-1">
        {SCORES.map((n) => (
          <label
            key={n}
            className={`inline-flex cursor-pointer items-center gap-1 rounded-md border px-2 py-1 text-sm ${n <= value ? "border-amber-400 bg-amber-50" : "border-slate-200"}`}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={t("stars", { n })}
              className="accent-amber-500"
            />
            <span aria-hidden className={n <= value ? "text-amber-600" : "text-slate-500"}>
              {n}★
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type Ratings = Record<"overall" | (typeof REVIEW_ASPECTS)[number]["id"], number>;

/** Write or edit your review of a locality; it goes to moderation before it is shown. */
export function ReviewForm({
  localityId,
  localityName,
  mine,
  onSaved,
}: {
  localityId: number;
  localityName: string;
  mine: MyReview | null;
  /** After a save: the review's new status is loaded again. */
  onSaved: () => void;
}) {
  const t = useTranslations("reviews");
  const phrase = usePhrase();
  const hydrated = useHydrated();
  const [relation, setRelation] = useState<string>(mine?.relation ?? "");
  const [ratings, setRatings] = useState<Ratings>({
    overall: mine?.overall ?? 0,
    connectivity: mine?.aspects.connectivity ?? 0,
    safety: mine?.aspects.safety ?? 0,
    schools: mine?.aspects.schools ?? 0,
    utilities: mine?.aspects.utilities ?? 0,
    cleanliness: mine?.aspects.cleanliness ?? 0,
  });
  const [body, setBody] = useState(mine?.body ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, start] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    start(async () => {
      const result = await saveReviewAction({
        localityId,
        relation: relation as "live",
        ...ratings,
        body,
      });
      if (result.ok) {
        setErrors({});
        setMessage(result.message ? phrase(result.message) : t("thankYou"));
        onSaved();
      } else {
        setErrors(
          Object.fromEntries(
            Object.entries(result.fieldErrors ?? {}).map(([k, v]) => [k, phrase(v)]),
          ),
        );
        setMessage(phrase(result.message));
      }
    });
  }

  const length = body.trim().length;
  return (
    <form
      onSubmit={submit}
      noValidate
      data-hydrated={hydrated ? "true" : undefined}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      aria-label={t("yourReviewOf", { place: localityName })}
    >
      <fieldset aria-describedby={errors.relation ? "relation-error" : undefined}>
        <legend className="text-sm font-medium text-slate-700">{t("howDoYouKnow")}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {REVIEW_RELATIONS.map((r) => (
            <label key={r.id} className="inline-flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                name="relation"
                value={r.id}
                checked={relation === r.id}
                onChange={() => setRelation(r.id)}
              />
              {phrase(r.label)}
            </label>
          ))}
        </div>
        {errors.relation ? (
          <p id="relation-error" className="text-sm text-red-700">
            {errors.relation}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <RatingField
          name="overall"
          label={t("overall")}
          value={ratings.overall}
          error={errors.overall}
          onChange={(v) => setRatings((p) => ({ ...p, overall: v }))}
        />
        {REVIEW_ASPECTS.map((a) => (
          <RatingField
            key={a.id}
            name={a.id}
            label={phrase(a.label)}
            value={ratings[a.id]}
            error={errors[a.id]}
            onChange={(v) => setRatings((p) => ({ ...p, [a.id]: v }))}
          />
        ))}
      </div>
      <div>
        <label htmlFor="review-body" className="block text-sm font-medium text-slate-700">
          {t("yourReview")}
        </label>
        <textarea
          id="review-body"
          name="body"
          rows={5}
          maxLength={REVIEW_MAX_CHARS + 100}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby="review-body-help"
          className="mt-1 w-full rounded-lg border border-slate-300 p-3 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
        />
        <p
          id="review-body-help"
          className={errors.body ? "text-sm text-red-700" : "text-sm text-slate-600"}
        >
          {errors.body ??
            t("bodyHelp", {
              length: String(length),
              min: String(REVIEW_MIN_CHARS),
              max: formatIndianNumber(REVIEW_MAX_CHARS),
            })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={!hydrated || pending}
          className="h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-600 disabled:opacity-60"
        >
          {mine ? t("update") : t("submit")}
        </button>
        {message ? (
          <p role="status" className="text-slate-800">
            {message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
