"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { usePhrase } from "@/components/i18n/use-phrase";
import { openLoginDialog } from "@/components/enquiry/open-login";
import { useHydrated } from "@/components/ui/use-hydrated";
import { reportGoneAction } from "@/lib/trust/actions";

/**
 * "No longer available": a signed-in buyer tells us the listing is gone (three buyers ask the
 * seller at once). Signed out, the login dialog opens.
 */
export function NoLongerAvailableButton({ propertyId }: { propertyId: number }) {
  const t = useTranslations("trust");
  const phrase = usePhrase();
  const hydrated = useHydrated();
  const [pending, start] = useTransition();
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  return (
    <div className="text-sm" data-gone-button data-hydrated={hydrated}>
      <button
        type="button"
        disabled={pending}
        onClick={() =>
          start(async () => {
            const result = await reportGoneAction({ propertyId });
            if (!result.ok && result.status === 401) {
              openLoginDialog();
              return;
            }
            setMessage({
              text: result.ok
                ? result.message
                  ? phrase(result.message)
                  : t("thankYou")
                : phrase(result.message),
              ok: result.ok,
            });
          })
        }
        className="font-semibold text-slate-600 underline hover:text-rose-700 disabled:opacity-60"
      >
        {t("noLongerAvailable")}
      </button>
      {message ? (
        <p role="status" className={message.ok ? "mt-1 text-emerald-800" : "mt-1 text-rose-700"}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
