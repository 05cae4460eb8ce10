"use client";

import { useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches, following changes. The server (and the first render while
 * hydrating) answers `serverValue`, so the markup matches; the browser's answer follows at once.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
