"use client";

import { DetectedCityContext, useLocateCity } from "./use-detected-city";

/** Runs the city detection once for the public app and shares it through context. */
export function DetectedCityProvider({ children }: { children: React.ReactNode }) {
  const value = useLocateCity();
  return <DetectedCityContext value={value}>{children}</DetectedCityContext>;
}
