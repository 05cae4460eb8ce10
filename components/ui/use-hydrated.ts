"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server HTML and during hydration, true once React owns the page. Submit buttons
 * stay disabled until then: a click on server HTML would submit the form natively (GET, fields in
 * the URL) instead of through its handler.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
