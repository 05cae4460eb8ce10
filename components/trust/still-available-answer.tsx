"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { usePhrase } from "@/components/i18n/use-phrase";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { answerByLinkAction } from "@/lib/trust/actions";
import type { ConfirmAnswer } from "@/lib/validation/trust";

/** What the page found about the link (lib/trust/still-available's describeConfirmLink). */
export type ConfirmLinkView =
  { ok: true; title: string; dealType: string } | { ok: false; message: string };

/**
 * The card of a "Still available?" link. It keeps the answer it just gave on screen: the action
 * expires the listing's cache tags, so Next.js re-renders the page, which then finds the link
 * used; this component stays mounted across that render and its state wins.
 */
export function StillAvailableCard({
  token,
  view,
  suggested,
}: {
  token: string;
  view: ConfirmLinkView;
  suggested?: ConfirmAnswer;
}) {
  const [done, setDone] = useState<{ title: string; text: string } | null>(null);
  const t = useTranslations("accountPages.stillAvailable");
  const phrase = usePhrase();
  if (done) {
    return (
      <>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="mt-3 text-slate-700">“{done.title}”</p>
        <p role="status" className="mt-5 rounded-md bg-emerald-50 p-3 text-emerald-900">
          {phrase(done.text)}
        </p>
      </>
    );
  }
  if (!view.ok) {
    return (
      <>
        <h1 className="text-2xl font-bold text-slate-900">{t("cannotUse")}</h1>
        <p className="mt-3 text-slate-700" role="alert">
          {phrase(view.message)}
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
      <p className="mt-3 text-slate-700">“{view.title}”</p>
      <StillAvailableAnswer
        token={token}
        dealType={view.dealType}
        suggested={suggested}
        onDone={(text) => setDone({ title: view.title, text })}
      />
    </>
  );
}

/** The answers a link offers; the one the e-mail link named comes first. */
function StillAvailableAnswer({
  token,
  dealType,
  suggested,
  onDone,
}: {
  token: string;
  dealType: string;
  suggested?: ConfirmAnswer;
  onDone: (text: string) => void;
}) {
  const hydrated = useHydrated();
  const t = useTranslations("accountPages.stillAvailable");
  const phrase = usePhrase();
  const [pending, start] = useTransition();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const closed: ConfirmAnswer = dealType === "sale" ? "sold" : "rented";
  const options: { answer: ConfirmAnswer; label: string }[] = [
    { answer: "yes", label: t("yes") },
    { answer: closed, label: closed === "sold" ? t("sold") : t("rented") },
  ];
  if (suggested === closed) options.reverse();
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
                if (r.ok) onDone(r.message ?? t("thanks"));
                else setResult({ ok: false, text: phrase(r.message) });
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
