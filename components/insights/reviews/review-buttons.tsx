"use client";

import { Flag, ThumbsUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { usePhrase } from "@/components/i18n/use-phrase";
import { openLoginDialog } from "@/components/enquiry/open-login";
import { reportReviewAction, voteReviewHelpfulAction } from "@/lib/reviews/actions";

/** "Helpful" (one vote per account) and "Report" under a published review. */
export function ReviewButtons({ reviewId, helpful }: { reviewId: number; helpful: number }) {
  const t = useTranslations("reviews");
  const phrase = usePhrase();
  const [count, setCount] = useState(helpful);
  const [message, setMessage] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState("");
  const [pending, start] = useTransition();

  function vote() {
    start(async () => {
      const result = await voteReviewHelpfulAction(reviewId);
      if (result.ok) {
        setCount(result.data.helpful);
        setMessage(result.data.counted ? t("thanksVote") : t("alreadyVoted"));
      } else if (result.status === 401) openLoginDialog();
      else setMessage(phrase(result.message));
    });
  }

  function report() {
    start(async () => {
      const result = await reportReviewAction({ reviewId, reason });
      if (result.ok) {
        setReporting(false);
        setMessage(result.message ? phrase(result.message) : t("thankYou"));
      } else if (result.status === 401) openLoginDialog();
      else setMessage(phrase(result.fieldErrors?.reason ?? result.message));
    });
  }

  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
      <button
        type="button"
        disabled={pending}
        onClick={vote}
        className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 font-medium text-slate-700 hover:border-brand-600"
      >
        <ThumbsUp aria-hidden className="size-4" /> {t("helpful", { count: String(count) })}
      </button>
      <button
        type="button"
        disabled={pending}
        onClick={() => setReporting((v) => !v)}
        aria-expanded={reporting}
        className="inline-flex items-center gap-1.5 px-2 py-1.5 font-medium text-slate-600 hover:text-rose-700"
      >
        <Flag aria-hidden className="size-4" /> {t("report")}
      </button>
      {reporting ? (
        <span className="flex w-full flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor={`report-${reviewId}`}>
            {t("whatIsWrong")}
          </label>
          <input
            id={`report-${reviewId}`}
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            placeholder={t("whatIsWrong")}
            className="h-9 min-w-64 flex-1 rounded-lg border border-slate-300 px-3"
          />
          <button
            type="button"
            disabled={pending}
            onClick={report}
            className="h-9 rounded-lg bg-rose-700 px-3 font-semibold text-white"
          >
            {t("sendReport")}
          </button>
        </span>
      ) : null}
      {message ? (
        <span role="status" className="text-slate-700">
          {message}
        </span>
      ) : null}
    </div>
  );
}
