"use client";

import { useEffect, type RefObject } from "react";

/**
 * Every results URL is its own page to the router (proxy.ts rewrites it to /search-results/q/…),
 * so refining a search (a filter, the sort order) draws the controls anew and the one just used
 * would lose focus. The control notes itself before navigating; its new copy takes the focus back
 * when it mounts on the URL it navigated to.
 */
let pending: { selector: string; url: string } | null = null;

function sameUrl(href: string): boolean {
  const target = new URL(href, window.location.href);
  return target.pathname === window.location.pathname && target.search === window.location.search;
}

/** Before navigating to `href` from `control`: its copy on the new page gets the focus. */
export function carryFocusTo(href: string, control: HTMLInputElement | HTMLSelectElement): void {
  const checkable =
    control instanceof HTMLInputElement &&
    (control.type === "checkbox" || control.type === "radio");
  const name = `${control.localName}[name="${CSS.escape(control.name)}"]`;
  pending = {
    selector: checkable ? `${name}[value="${CSS.escape(control.value)}"]` : name,
    url: href,
  };
}

/** Focuses the noted control inside (or being) `ref`'s element once it mounts on that URL. */
export function useCarriedFocus(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!pending || !root || !sameUrl(pending.url)) return;
    const control = root.matches(pending.selector)
      ? root
      : root.querySelector<HTMLElement>(pending.selector);
    if (!control) return;
    pending = null;
    control.focus({ preventScroll: true });
  }, [ref]);
}
