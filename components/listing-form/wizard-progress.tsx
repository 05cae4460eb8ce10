"use client";

import { Check } from "lucide-react";
import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import type { DraftStatus } from "./use-draft-autosave";
import { formatTime } from "@/lib/format/date";

type Props = {
  steps: readonly { id: string; title: string }[];
  current: number;
  reached: number;
  onSelect: (index: number) => void;
  draftStatus: DraftStatus | null;
};

/** Step list (steps already reached are clickable) and the draft's save state. */
export function WizardProgress({ steps, current, reached, onSelect, draftStatus }: Props) {
  const phrase = usePhrase();
  const t = useTranslations("seller.form");
  return (
    <div className="space-y-2">
      <ol className="flex flex-wrap gap-2" aria-label={phrase("Steps")}>
        {steps.map((s, i) => {
          const done = i < current;
          const active = i === current;
          return (
            <li key={s.id}>
              <button
                type="button"
                onClick={() => onSelect(i)}
                disabled={i > reached}
                aria-current={active ? "step" : undefined}
                className={`flex items-center gap-1 rounded-full border px-3 py-1 text-xs font-medium ${
                  active
                    ? "border-brand-600 bg-brand-600 text-white"
                    : done
                      ? "border-brand-200 bg-brand-50 text-brand-700"
                      : "border-slate-200 bg-white text-slate-500"
                } disabled:cursor-not-allowed`}
              >
                {done ? <Check className="h-3 w-3" aria-hidden /> : <span>{i + 1}.</span>}
                {phrase(s.title)}
              </button>
            </li>
          );
        })}
      </ol>
      {draftStatus ? (
        <p className="text-xs text-slate-500" aria-live="polite">
          {draftStatus.state === "saving"
            ? t("draftSaving")
            : draftStatus.state === "saved"
              ? t("draftSavedAt", { time: formatTime(draftStatus.at) })
              : draftStatus.state === "error"
                ? t("draftDeviceOnly")
                : t("draftIntro")}
        </p>
      ) : null}
    </div>
  );
}
