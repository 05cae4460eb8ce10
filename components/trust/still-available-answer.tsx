"use client";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { answerByLinkAction } from "@/lib/trust/actions";
import type { ConfirmAnswer } from "@/lib/validation/trust";

/** The answers a link offers; the one the e-mail link named comes first. */
export function StillAvailableAnswer({
  token,
  dealType,
  suggested,
}: {
  token: string;
  dealType: string;
  suggested?: ConfirmAnswer;
}) {
  const hydrated = useHydrated();
  const [pending, start] = useTransition();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const closed: ConfirmAnswer = dealType === "sale" ? "sold" : "rented";
  const options: { answer: ConfirmAnswer; label: string }[] = [
    { answer: "yes", label: "Yes, still available" },
    { answer: closed, label: closed === "sold" ? "Mark as sold" : "Mark as rented out" },
  ];
  if (suggested === closed) options.reverse();
  if (result?.ok) {
    return (
      <p role="status" className="mt-5 rounded-md bg-emerald-50 p-3 text-emerald-900">
        {result.text}
      </p>
    );
  }
  return (
    <div className="mt-5 space-y-3" data-hydrated={hydrated}>
      <div className="flex flex-wrap gap-2">
        {options.map((o, i) => (
          <Button
            key={o.answer}
            variant={i === 0 ? "primary" : "secondary"}
            disabled={pending}
            onClick={() =>
              start(async () => {
                const r = await answerByLinkAction({ token, answer: o.answer });
                setResult({ ok: r.ok, text: r.ok ? (r.message ?? "Thank you.") : r.message });
              })
            }
          >
            {o.label}
          </Button>
        ))}
      </div>
      {result && !result.ok ? (
        <p role="alert" className="text-sm text-rose-700">
          {result.text}
        </p>
      ) : null}
    </div>
  );
}
