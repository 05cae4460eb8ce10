"use client";

import { Toaster as SonnerToaster, type ToasterProps } from "sonner";

/** Toasts auto-close after 5000 ms (spec); bottom-right in the public app, top-right elsewhere. */
export const TOAST_DURATION_MS = 5000;

export function Toaster({ position }: { position: NonNullable<ToasterProps["position"]> }) {
  return (
    <SonnerToaster
      position={position}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      toastOptions={{ className: "font-sans" }}
    />
  );
}
