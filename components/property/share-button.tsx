"use client";

import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ShareMenu as ShareMenuType } from "./share-menu";
import { SpriteIcon } from "@/components/ui/sprite-icon";

const button =
  "inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700";

/** The menu's code, asked for when the pointer reaches Share (and at the latest on its click). */
const loadMenu = () => import("./share-menu");

/**
 * Share: the Web Share API where the browser has it, otherwise a menu to copy the link or send it
 * on WhatsApp (components/property/share-menu.tsx, loaded on first use).
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const t = useTranslations("listingParts");
  const [Menu, setMenu] = useState<typeof ShareMenuType | null>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  // Off in the server's HTML: a click there, before React owns the page, would do nothing.
  const hydrated = useHydrated();

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    if (!Menu) {
      const { ShareMenu } = await loadMenu();
      setMenu(() => ShareMenu);
    }
    setOpen((o) => !o);
  }

  return (
    <div className="relative">
      <button
        type="button"
        onClick={share}
        disabled={!hydrated}
        onPointerEnter={() => void loadMenu()}
        aria-expanded={open}
        className={button}
      >
        <SpriteIcon name="share-2" className="size-4" /> {t("share")}
      </button>
      {open && Menu ? <Menu url={url} title={title} onClose={close} /> : null}
    </div>
  );
}
