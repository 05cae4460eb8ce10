"use client";

import { Menu } from "lucide-react";
import { usePathname } from "next/navigation";
import { useCallback, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useBodyScrollLock } from "@/components/ui/use-body-scroll-lock";
import { MobileMenuPanel } from "./mobile-menu-panel";

/** The phone hamburger and its full-screen panel (scroll locked while open). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState(pathname);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Navigating closes the panel (state adjusted during render, not in an effect).
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  useBodyScrollLock(open);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="-mr-2 flex size-11 items-center justify-center rounded-lg transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-accent-500 group-data-[solid=true]/nav:hover:bg-slate-100"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {open && createPortal(<MobileMenuPanel onClose={close} />, document.body)}
    </>
  );
}
