"use client";

import { Link2, MessageCircle, Share2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { whatsAppShareHref } from "@/lib/seo/whatsapp-share";

const button =
  "inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700";

/** Share: the Web Share API where the browser has it, otherwise copy the link or send it on WhatsApp. */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const t = useTranslations("listingParts");
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("click", close);
    return () => document.removeEventListener("click", close);
  }, [open]);

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    setOpen((o) => !o);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    } catch {
      window.prompt(t("copyThisLink"), url);
    }
  }

  return (
    <div ref={wrapper} className="relative">
      <button type="button" onClick={share} aria-expanded={open} className={button}>
        <Share2 aria-hidden className="size-4" /> {t("share")}
      </button>
      {open ? (
        <div className="absolute right-0 z-20 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
          <button
            type="button"
            onClick={copy}
            className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100"
          >
            <Link2 aria-hidden className="size-4" /> {copied ? t("linkCopied") : t("copyLink")}
          </button>
          <a
            href={whatsAppShareHref(title, url)}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-slate-100"
          >
            <MessageCircle aria-hidden className="size-4" /> {t("shareWhatsApp")}
          </a>
        </div>
      ) : null}
      <span role="status" className="sr-only">
        {copied ? t("linkCopied") : ""}
      </span>
    </div>
  );
}
