"use client";

import { Link2, MessageCircle } from "lucide-react";
import { useState, useTransition } from "react";
import type { ActionResult } from "@/lib/actions/result";
import { whatsAppShareHref } from "@/lib/seo/whatsapp-share";
import { site } from "@/lib/site";

/** Share the shortlist as a read-only link, copy it, or turn it off. */
export function ShareShortlist({
  initialUrl,
  shareAction,
  stopAction,
}: {
  initialUrl: string | null;
  shareAction: () => Promise<ActionResult<{ url: string }>>;
  stopAction: () => Promise<ActionResult<{ shared: false }>>;
}) {
  const [url, setUrl] = useState(initialUrl);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function run<T>(action: () => Promise<ActionResult<T>>, done: (data: T) => void) {
    setMessage(null);
    startTransition(async () => {
      const result = await action();
      if (result.ok) done(result.data);
      setMessage(result.ok ? (result.message ?? null) : result.message);
    });
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setMessage("Link copied");
    } catch {
      window.prompt("Copy this link", url);
    }
  }

  const button =
    "inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700 disabled:opacity-60";
  return (
    <div className="mt-4 rounded-lg bg-slate-50 p-3 text-sm">
      {url ? (
        <>
          <p className="text-slate-700">
            Anyone with this link can see your saved properties that are still on sale or rent
            (read-only):
          </p>
          <input
            readOnly
            value={url}
            aria-label="Shortlist share link"
            onFocus={(e) => e.currentTarget.select()}
            className="mt-2 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-xs"
          />
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" onClick={copy} className={button}>
              <Link2 aria-hidden className="size-4" /> Copy link
            </button>
            <a
              href={whatsAppShareHref(`My shortlist on ${site.name}:`, url)}
              target="_blank"
              rel="noopener noreferrer"
              className={button}
            >
              <MessageCircle aria-hidden className="size-4" /> Share on WhatsApp
            </a>
            <button
              type="button"
              disabled={pending}
              onClick={() => run(stopAction, () => setUrl(null))}
              className={button}
            >
              Stop sharing
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          disabled={pending}
          onClick={() => run(shareAction, (data) => setUrl(data.url))}
          className={button}
        >
          <Link2 aria-hidden className="size-4" /> Share my shortlist
        </button>
      )}
      <p role="status" className="mt-2 text-slate-600 empty:hidden">
        {message}
      </p>
    </div>
  );
}
