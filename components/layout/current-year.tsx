"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const thisYear = () => new Date().getFullYear();

/**
 * The current year. Static pages are rendered at build time, so the browser corrects a year that
 * has turned since (server snapshot = the year the server rendered).
 */
export function CurrentYear({ serverYear }: { serverYear: number }) {
  const year = useSyncExternalStore(noSubscription, thisYear, () => serverYear);
  return <>{year}</>;
}
