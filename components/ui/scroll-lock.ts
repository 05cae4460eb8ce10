"use client";

import { useEffect } from "react";

/**
 * The page scroll lock, one for the whole app. It counts who wants the page locked (a dialog, the
 * phone menu, a sheet…), so closing one overlay does not unlock the page while another is open.
 */
export type ScrollLockTarget = { style: { overflow: string } };

export function createScrollLock(target: () => ScrollLockTarget) {
  let holders = 0;
  let previous = "";
  return {
    lock(): () => void {
      const element = target();
      if (holders === 0) {
        previous = element.style.overflow;
        element.style.overflow = "hidden";
      }
      holders += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
        if (holders === 0) element.style.overflow = previous;
      };
    },
    get holders() {
      return holders;
    },
  };
}

const bodyLock = createScrollLock(() => document.body);

/** Locks page scrolling (overflow: hidden on <body>) while `active` is true. */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    return bodyLock.lock();
  }, [active]);
}
