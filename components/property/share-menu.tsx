"use client";

import { Link2, MessageCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { whatsAppShareHref } from "@/lib/seo/whatsapp-share";

/**
 * Share's menu where the browser has no Web Share API: copy the link or send it on WhatsApp.
 * Loaded on first use, drawn inside Share's panel (components/property/share-button.tsx), which
 * opens, closes and focuses it.
 */
export function ShareMenu({ url, title }: { url: string; title: string }) {
  const t = useTranslations("listingParts");
  const [copied, setCopied] = useState(false);

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
    <>
      <button
        type="button"
        onClick={copy}
        className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100"
      >
        <Link2 aria-hidden className="size-4" /> {copied ? t("linkCopied") : t("copyLink")}
      </button>
      <a
        href={whatsAppShareHref(title, url)}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-slate-100 focus-visible:bg-slate-100"
      >
        <MessageCircle aria-hidden className="size-4" /> {t("shareWhatsApp")}
      </a>
      <span role="status" className="sr-only">
        {copied ? t("linkCopied") : ""}
      </span>
    </>
  );
}
