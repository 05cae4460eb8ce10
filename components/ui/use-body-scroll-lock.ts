"use client";

import { useEffect } from "react";
import { createScrollLock } from "./scroll-lock";

const bodyLock = createScrollLock(() => document.body);

/** Locks page scrolling (overflow: hidden on <body>) while `active` is true. */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    return bodyLock.lock();
  }, [active]);
}
