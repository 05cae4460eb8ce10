"use client";

import { useEffect, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While open: Escape closes, Tab stays inside the dialog, the first field gets focus (also when it
 * appears after the dialog opened), and
 * focus returns to where it was when the dialog closes.
 */
export function useDialogFocus(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  onClose: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const focusables = () =>
      Array.from(container.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const firstInput = () => focusables().find((el) => el.tagName === "INPUT");
    // The first field gets focus; when the content is still loading, the first control holds it
    // until the field appears.
    let watcher: MutationObserver | null = null;
    const input = firstInput();
    if (input) input.focus();
    else {
      focusables()[0]?.focus();
      if (container.current) {
        watcher = new MutationObserver(() => {
          const late = firstInput();
          if (!late) return;
          late.focus();
          watcher?.disconnect();
        });
        watcher.observe(container.current, { childList: true, subtree: true });
      }
    }

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusables();
      if (items.length === 0) return;
      const head = items[0];
      const tail = items[items.length - 1];
      const active = document.activeElement;
      const inside = container.current?.contains(active);
      if (event.shiftKey && (active === head || !inside)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (active === tail || !inside)) {
        event.preventDefault();
        head.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      watcher?.disconnect();
      document.removeEventListener("keydown", onKeyDown);
      previous?.focus?.();
    };
  }, [open, container, onClose]);
}
