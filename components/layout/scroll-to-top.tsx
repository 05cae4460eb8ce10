"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/** Spec: on every path change the page scrolls smoothly to the top (not on first load or to a #hash). */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (window.location.hash) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
  }, [pathname]);

  return null;
}
