"use client";

import { X } from "lucide-react";
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { cva } from "class-variance-authority";
import { clsx } from "clsx";
import { markPageBehind } from "./page-behind-modal";
import { useBodyScrollLock } from "./scroll-lock";

type Placement = "center" | "bottom" | "full";

/** The <dialog>'s classes by placement; `size` sets the width of a centred one. */
const dialogVariants = cva("", {
  variants: {
    placement: {
      center: "m-auto rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/50",
      bottom:
        "mx-0 mb-0 mt-auto max-h-[85vh] w-screen max-w-none overflow-y-auto rounded-t-2xl p-0 shadow-2xl backdrop:bg-black/40",
      full: "m-0 h-dvh max-h-none w-screen max-w-none p-0",
    },
    size: { md: "", lg: "" },
  },
  compoundVariants: [
    { placement: "center", size: "md", class: "w-[min(28rem,calc(100vw-2rem))]" },
    { placement: "center", size: "lg", class: "w-[min(32rem,calc(100vw-2rem))]" },
  ],
});

/** Padding belongs inside the panel: a click on the <dialog> element itself is the backdrop. */
export type DialogProps = {
  open: boolean;
  /** Called for Escape, the close button, a click on the backdrop and `dialog.close()`. */
  onClose: () => void;
  /** The visible heading; it names the dialog. Without it, pass `label`. */
  title?: ReactNode;
  /** The accessible name when there is no visible title. */
  label?: string;
  /** The id of a heading inside `children` that names the dialog (instead of `title`). */
  labelledBy?: string;
  /** Text of the close (×) button drawn beside the title; none when the title is absent. */
  closeLabel?: string;
  placement?: Placement;
  /** Width of a centred dialog: md 28rem, lg 32rem (never wider than the screen). */
  size?: "md" | "lg";
  /** A click on the dimmed area outside the panel closes the dialog. */
  closeOnBackdrop?: boolean;
  /**
   * Which element takes focus when the dialog opens (a CSS selector, looked up inside the dialog;
   * when it is not there yet, for instance a form still loading, focus moves to it when it
   * appears). Default: the browser's choice, the first focusable element or `autoFocus`.
   */
  initialFocus?: string;
  /** Extra classes for the <dialog> (colours, radius); no padding, see above. */
  className?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
};

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` gives the focus trap, Escape and
 * an inert page behind it; this adds the page scroll lock, the title and close button, and puts
 * focus back where it was when the dialog closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  label,
  labelledBy,
  closeLabel = "Close",
  placement = "center",
  size = "md",
  closeOnBackdrop = false,
  initialFocus,
  className,
  onKeyDown,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useBodyScrollLock(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unmark = markPageBehind(dialog, placement === "full");
    if (!dialog.open) dialog.showModal();
    let watcher: MutationObserver | null = null;
    if (initialFocus) {
      const target = dialog.querySelector<HTMLElement>(initialFocus);
      if (target) target.focus();
      else {
        watcher = new MutationObserver(() => {
          const late = dialog.querySelector<HTMLElement>(initialFocus);
          if (!late) return;
          late.focus();
          watcher?.disconnect();
        });
        watcher.observe(dialog, { childList: true, subtree: true });
      }
    }
    return () => {
      watcher?.disconnect();
      unmark();
      if (dialog.open) dialog.close();
      // Focus goes back to the opener unless the person already moved it elsewhere.
      const active = document.activeElement;
      if (previous?.isConnected && (!active || active === document.body || dialog.contains(active)))
        previous.focus();
    };
  }, [open, initialFocus, placement]);

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={title ? titleId : labelledBy}
      aria-label={title || labelledBy ? undefined : label}
      onCancel={(event) => {
        // Escape: the parent's state decides, so React and the element never disagree.
        event.preventDefault();
        onCloseRef.current();
      }}
      onClose={() => {
        if (open) onCloseRef.current();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
      onKeyDown={onKeyDown}
      // clsx, not cn(): no caller's classes conflict with the variants', and tailwind-merge (9 KB
      // gzipped) stays out of every public page's scripts (issue 29).
      className={clsx(dialogVariants({ placement, size }), className)}
    >
      {title ? (
        <div className="flex items-start justify-between gap-3 px-5 pt-5">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            aria-label={closeLabel}
            onClick={() => onCloseRef.current()}
            className="-mr-1 -mt-1 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
      ) : null}
      {children}
    </dialog>
  );
}

/** A dialog that slides up from the bottom (filters on phones) or fills the screen (the menu). */
export function Sheet({
  side = "bottom",
  ...props
}: Omit<DialogProps, "placement"> & { side?: "bottom" | "full" }) {
  return <Dialog placement={side} closeOnBackdrop={side === "bottom"} {...props} />;
}
