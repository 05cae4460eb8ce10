"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server HTML and during hydration, true once React has hydrated this component.
 * Submit buttons stay disabled until then (a click on server HTML would submit the form natively:
 * GET, fields in the URL), and forms put it on `data-hydrated` so people and tests act only once
 * clicks do something.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
