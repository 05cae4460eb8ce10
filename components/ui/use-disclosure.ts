"use client";

import { useEffect, useId, useRef, useState } from "react";

/** What can take the focus in a panel, in the order Tab reaches it. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A button that shows a small panel beside it (Share's menu), behaving as the header's menus do
 * (components/layout/nav-dropdown.tsx, user-menu.tsx): the button says whether the panel is open
 * (`aria-expanded`) and which it is (`aria-controls`, on a panel element that is always there);
 * opening moves the focus to the panel's first control; Escape closes it and puts the focus back
 * on the button; a click outside, or the focus moving outside (Tab), closes it.
 *
 * Spread `rootProps` on the element around both, `buttonProps` on the button, `panelProps` on
 * the panel, and open it with `setOpen`.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const outside = (event: Event) => !root.current?.contains(event.target as Node);
    const onClick = (event: MouseEvent) => {
      if (outside(event)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return {
    open,
    setOpen,
    rootProps: { ref: root },
    buttonProps: { ref: button, "aria-expanded": open, "aria-controls": panelId },
    panelProps: { ref: panel, id: panelId, hidden: !open },
  };
}
