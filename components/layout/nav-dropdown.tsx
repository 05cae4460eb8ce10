"use client";

import { ChevronDown } from "lucide-react";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";

const CLOSE_DELAY_MS = 150;

/**
 * A desktop mega-menu disclosure: opens on mouse hover, on click / Enter / Space, or with
 * ArrowDown (which also focuses the first link); closes on leave, Escape, focus leaving it, a
 * click on one of its links, or navigation. The panel's links are in the server-rendered HTML
 * (hidden until opened), so crawlers and visitors without JavaScript get them too.
 */
export function NavDropdown({ label, children }: { label: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Opened by the mouse hovering: the click that usually follows keeps it open. */
  const openedByHover = useRef(false);
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState(pathname);

  // Navigating away closes the panel (state adjusted during render, not in an effect).
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const showOnHover = () => {
    if (!open) openedByHover.current = true;
    show();
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      openedByHover.current = false;
      setOpen(false);
    }, CLOSE_DELAY_MS);
  };
  const focusFirstLink = () =>
    requestAnimationFrame(() =>
      rootRef.current?.querySelector<HTMLElement>("[data-panel] a")?.focus(),
    );

  return (
    <div
      ref={rootRef}
      className="flex h-full items-stretch"
      onPointerEnter={(e) => e.pointerType === "mouse" && showOnHover()}
      onPointerLeave={(e) => e.pointerType === "mouse" && hideSoon()}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            show();
          } else setOpen((was) => !was);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            show();
            focusFirstLink();
          }
        }}
        className="flex items-center gap-1 rounded-md px-3 text-[0.95rem] font-semibold transition-colors hover:text-accent-500 focus-ring aria-expanded:text-accent-500 group-data-[solid=true]/nav:hover:text-brand-600 group-data-[solid=true]/nav:aria-expanded:text-brand-600"
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <div
        id={panelId}
        data-panel
        hidden={!open}
        // A link followed closes the panel, also one to the page already shown (no path change).
        onClick={(e) => {
          if ((e.target as Element).closest("a")) setOpen(false);
        }}
        className="absolute inset-x-4 top-full z-50 mx-auto max-w-6xl lg:inset-x-8"
      >
        {children}
      </div>
    </div>
  );
}
