"use client";

import { usePhrase } from "@/components/i18n/use-phrase";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";

import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { answerAsSellerAction } from "@/lib/trust/actions";
import type { ConfirmAnswer } from "@/lib/validation/trust";

type Question = { propertyId: number; title: string; dealType: string };

/** The seller's "Still available?" questions (the bell notice leads here): one tap each. */
export function StillAvailableQuestions({ questions }: { questions: Question[] }) {
  const router = useLocalizedRouter();
  const [pending, start] = useTransition();
  const phrase = usePhrase();
  if (questions.length === 0) return null;
  const answer = (propertyId: number, value: ConfirmAnswer) =>
    start(async () => {
      const result = await answerAsSellerAction({ propertyId, answer: value });
      if (result.ok) toast.success(result.message ?? "Thank you.");
      else toast.error(result.message);
      router.refresh();
    });
  return (
    <section
      aria-labelledby="still-available-heading"
      className="rounded-lg border border-amber-200 bg-amber-50 p-4"
    >
      <h2 id="still-available-heading" className="font-semibold text-amber-900">
        {phrase("Still available?")}
      </h2>
      <p className="text-sm text-amber-900">
        {phrase(
          "Tell buyers your listings are current. A listing we don't hear about in 3 days is paused until you answer.",
        )}
      </p>
      <ul className="mt-3 space-y-2">
        {questions.map((q) => (
          <li key={q.propertyId} className="flex flex-wrap items-center gap-2">
            <span className="mr-2 font-medium text-slate-900">{q.title}</span>
            <Button size="sm" disabled={pending} onClick={() => answer(q.propertyId, "yes")}>
              {phrase("Yes, still available")}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={pending}
              onClick={() => answer(q.propertyId, q.dealType === "sale" ? "sold" : "rented")}
            >
              {phrase(q.dealType === "sale" ? "Sold" : "Rented out")}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
