"use client";

import { useEffect, useSyncExternalStore } from "react";
import type { ToasterProps } from "sonner";
import { usePhrase } from "@/components/i18n/use-phrase";
import {
  loadedSonner,
  setToastTranslator,
  subscribeSonner,
  toasterMounted,
} from "@/components/ui/toast";

/** Toasts auto-close after 5000 ms (spec); bottom-right in the public app, top-right elsewhere. */
export const TOAST_DURATION_MS = 5000;

type Position = NonNullable<ToasterProps["position"]>;

/**
 * Where toasts appear. Draws nothing until the first toast loads sonner (components/ui/toast.ts);
 * a Toaster mounted after that (another layout) draws sonner's at once.
 */
export function Toaster({ position }: { position: Position }) {
  const sonner = useSyncExternalStore(subscribeSonner, loadedSonner, () => null);
  const phrase = usePhrase();
  useEffect(() => setToastTranslator(phrase), [phrase]);
  return sonner ? <SonnerToaster sonner={sonner} position={position} /> : null;
}

function SonnerToaster({
  sonner,
  position,
}: {
  sonner: typeof import("sonner");
  position: Position;
}) {
  // Runs after sonner's Toaster (a child) has subscribed, so waiting toasts are shown.
  useEffect(() => toasterMounted(), []);
  return (
    <sonner.Toaster
      position={position}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      toastOptions={{ className: "font-sans" }}
    />
  );
}
