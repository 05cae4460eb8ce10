"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { toast } from "@/components/ui/toast";
import { useHydrated } from "@/components/ui/use-hydrated";
import { setConsentAction } from "@/lib/privacy/actions";
import {
  CONSENT_CHANNELS,
  CONSENT_LABELS,
  CONSENT_WORDING,
  type ConsentChannel,
} from "@/lib/privacy/consent-wording";

export type ConsentView = Record<ConsentChannel, { granted: boolean; at: string | null }>;

/** One checkbox per marketing channel: ticking gives consent, unticking withdraws it at once. */
export function ConsentForm({ initial }: { initial: ConsentView }) {
  const hydrated = useHydrated();
  const t = useTranslations("privacyPanel");
  const phrase = usePhrase();
  const locale = useSiteLocale();
  const [value, setValue] = useState(initial);
  const [pending, startTransition] = useTransition();

  function change(channel: ConsentChannel, granted: boolean) {
    const before = value;
    setValue({ ...value, [channel]: { granted, at: new Date().toISOString() } });
    startTransition(async () => {
      const result = await setConsentAction({ channel, granted, locale });
      if (result.ok) toast.success(result.message ?? "Saved");
      else {
        setValue(before);
        toast.error(result.message);
      }
    });
  }

  return (
    <fieldset className="space-y-3 text-sm text-slate-800" data-hydrated={hydrated}>
      <legend className="mb-1 text-sm text-slate-600">{t("consentIntro")}</legend>
      {CONSENT_CHANNELS.map((channel) => (
        <label key={channel} className="flex items-start gap-2">
          <input
            type="checkbox"
            checked={value[channel].granted}
            disabled={pending || !hydrated}
            onChange={(e) => change(channel, e.target.checked)}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span>
            <span className="font-medium">{phrase(CONSENT_LABELS[channel])}</span>
            <span className="block text-slate-600">{phrase(CONSENT_WORDING[channel])}</span>
            {value[channel].at ? (
              <span className="block text-xs text-slate-500">
                {value[channel].granted ? t("given") : t("withdrawn")}{" "}
                {new Date(value[channel].at!).toLocaleString(locale === "hi" ? "hi-IN" : "en-IN", {
                  dateStyle: "medium",
                  timeStyle: "short",
                  timeZone: "Asia/Kolkata",
                })}
              </span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
