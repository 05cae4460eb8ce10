"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useDisclosure } from "@/components/ui/use-disclosure";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ShareMenu as ShareMenuType } from "./share-menu";
import { SpriteIcon } from "@/components/ui/sprite-icon";

const button =
  "inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700";

/** The menu's code, asked for when the pointer reaches Share (and at the latest on its click). */
const loadMenu = () => import("./share-menu");

/**
 * Share: the Web Share API where the browser has it, otherwise a menu to copy the link or send it
 * on WhatsApp (components/property/share-menu.tsx, loaded on first use). The menu is a disclosure
 * (components/ui/use-disclosure.ts): focus moves into it, Escape or a click outside closes it.
 * `url` is the page's canonical address in its language.
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const t = useTranslations("listingParts");
  const [Menu, setMenu] = useState<typeof ShareMenuType | null>(null);
  const { open, setOpen, rootProps, buttonProps, panelProps } = useDisclosure();
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
    <div {...rootProps} className="relative">
      <button
        {...buttonProps}
        type="button"
        onClick={share}
        disabled={!hydrated}
        onPointerEnter={() => void loadMenu()}
        className={button}
      >
        <SpriteIcon name="share-2" className="size-4" /> {t("share")}
      </button>
      <div
        {...panelProps}
        className="absolute right-0 z-20 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
      >
        {open && Menu ? <Menu url={url} title={title} /> : null}
      </div>
    </div>
  );
}
