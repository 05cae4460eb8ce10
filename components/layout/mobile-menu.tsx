"use client";

import { Menu } from "lucide-react";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";
import { Sheet } from "@/components/ui/dialog";
import { MobileMenuPanel } from "./mobile-menu-panel";

/** The phone hamburger and its full-screen panel (a modal sheet: scroll locked, Escape closes). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const t = useTranslations("nav");
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState(pathname);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Navigating closes the panel (state adjusted during render, not in an effect).
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t("openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="-mr-2 flex size-11 items-center justify-center rounded-lg transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-accent-500 group-data-[solid=true]/nav:hover:bg-slate-100"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <Sheet
        side="full"
        open={open}
        onClose={close}
        label={t("mainMenu")}
        initialFocus="[data-menu-close]"
        className="bg-white text-ink"
      >
        {open ? <MobileMenuPanel onClose={close} /> : null}
      </Sheet>
    </>
  );
}
