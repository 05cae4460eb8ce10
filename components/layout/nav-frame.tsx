"use client";

import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";

/** Spec: on home the bar turns solid once the page is scrolled more than 50 px. */
export const NAV_SOLID_AFTER_PX = 50;

/** Whether the page is scrolled past the mark, as last read (on scroll, or a frame after start). */
let pastMark = false;

/**
 * Reading `window.scrollY` makes the browser work out the whole page's style and layout first.
 * While React hydrates the page that would happen inside hydration's own task (one long task at
 * page load, measured in Lighthouse traces), so the position is read on scroll and in the first
 * animation frame (a restored position after back or reload), never while rendering.
 */
function subscribe(onChange: () => void): () => void {
  const read = () => {
    const now = window.scrollY > NAV_SOLID_AFTER_PX;
    if (now === pastMark) return;
    pastMark = now;
    onChange();
  };
  window.addEventListener("scroll", read, { passive: true });
  const frame = requestAnimationFrame(read);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("scroll", read);
  };
}

const scrolledPast = () => pastMark;
const notScrolledOnServer = () => false;

/**
 * The fixed header. `data-solid` drives the look of everything inside through Tailwind
 * `group-data-[solid=…]/nav` variants, so the bar's contents can stay server-rendered.
 */
export function NavFrame({ children }: { children: React.ReactNode }) {
  const isHome = usePathname() === "/";
  const scrolled = useSyncExternalStore(subscribe, scrolledPast, notScrolledOnServer);
  const solid = !isHome || scrolled;
  return (
    <header
      data-solid={solid ? "true" : "false"}
      className="group/nav fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,color] duration-300 data-[solid=false]:bg-linear-to-b data-[solid=false]:from-slate-950/80 data-[solid=false]:via-slate-950/50 data-[solid=false]:to-slate-950/10 data-[solid=false]:text-white data-[solid=true]:bg-white data-[solid=true]:text-ink data-[solid=true]:shadow-md"
    >
      {children}
    </header>
  );
}
