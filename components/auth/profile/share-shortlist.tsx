"use client";

import { Link2, MessageCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import type { ActionResult } from "@/lib/actions/result";
import type { Locale } from "@/lib/i18n/locales";
import { whatsAppShareHref } from "@/lib/seo/whatsapp-share";
import { site } from "@/lib/site";

/** Share the shortlist as a read-only link, copy it, or turn it off. */
export function ShareShortlist({
  initialUrl,
  shareAction,
  stopAction,
}: {
  initialUrl: string | null;
  shareAction: (locale: Locale) => Promise<ActionResult<{ url: string }>>;
  stopAction: () => Promise<ActionResult<{ shared: false }>>;
}) {
  const t = useTranslations("account");
  // The actions' messages arrive in English and show in the page's language.
  const phrase = usePhrase();
  const locale = useSiteLocale();
  const [url, setUrl] = useState(initialUrl);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function run<T>(action: () => Promise<ActionResult<T>>, done: (data: T) => void) {
    setMessage(null);
    startTransition(async () => {
      const result = await action();
      if (result.ok) done(result.data);
      const message = result.ok ? (result.message ?? null) : result.message;
      setMessage(message === null ? null : phrase(message));
    });
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setMessage(phrase("Link copied"));
    } catch {
      window.prompt(phrase("Copy this link"), url);
    }
  }

  const button =
    "inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700 disabled:opacity-60";
  return (
    <div className="mt-4 rounded-lg bg-slate-50 p-3 text-sm">
      {url ? (
        <>
          <p className="text-slate-700">{t("shareIntro")}</p>
          <input
            readOnly
            value={url}
            aria-label={t("shareLink")}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-2 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-xs"
          />
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" onClick={copy} className={button}>
              <Link2 aria-hidden className="size-4" /> {t("copyLink")}
            </button>
            <a
              href={whatsAppShareHref(t("shareText", { site: site.name }), url)}
              target="_blank"
              rel="noopener noreferrer"
              className={button}
            >
              <MessageCircle aria-hidden className="size-4" /> {phrase("Share on WhatsApp")}
            </a>
            <button
              type="button"
              disabled={pending}
              onClick={() => run(stopAction, () => setUrl(null))}
              className={button}
            >
              {t("stopSharing")}
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          disabled={pending}
          onClick={() =>
            run(
              () => shareAction(locale),
              (data) => setUrl(data.url),
            )
          }
          className={button}
        >
          <Link2 aria-hidden className="size-4" /> {t("shareShortlist")}
        </button>
      )}
      <p role="status" className="mt-2 text-slate-600 empty:hidden">
        {message}
      </p>
    </div>
  );
}
