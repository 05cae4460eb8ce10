"use client";

import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import type { CityRef } from "./nav-links";
import {
  DETECTED_CITY_STORAGE_KEY,
  type DetectedLocation,
  locateCity,
  readCachedLocation,
} from "./locate-city";

export type DetectedCityState = {
  /** Full location answer, or null while unknown. */
  location: DetectedLocation | null;
  /** City and state for search links, or null while unknown. */
  city: CityRef | null;
  loading: boolean;
  error: string | null;
  permissionDenied: boolean;
  /** Asks again (e.g. after the visitor allowed location access). */
  locate: () => void;
};

const EMPTY: DetectedCityState = {
  location: null,
  city: null,
  loading: false,
  error: null,
  permissionDenied: false,
  locate: () => {},
};

/** Read by the nav and the home page; provided once by <DetectedCityProvider> in the shell. */
export const DetectedCityContext = createContext<DetectedCityState>(EMPTY);

export function useDetectedCity(): DetectedCityState {
  return useContext(DetectedCityContext);
}

async function permissionIsDenied(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: "geolocation" });
    return status?.state === "denied";
  } catch {
    return false;
  }
}

/**
 * Finds the visitor's city once per browser session: the sessionStorage copy if there is one,
 * otherwise browser geolocation (high accuracy, 10 s timeout, 5 min max age) and
 * GET /api/geolocation/reverse. Starts after the page has loaded so it never delays rendering.
 *
 * Every state change is a transition. The page load can end while React is still hydrating the
 * page below this provider; an ordinary update then makes React hydrate all of what is left in
 * one task before it can show the change (140–200 ms on this machine's Chromium, ×4 on a phone,
 * bench/README.md "Home TBT"). A transition hydrates it in slices between other work instead.
 */
export function useLocateCity(): DetectedCityState {
  const [location, setLocation] = useState<DetectedLocation | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [permissionDenied, setPermissionDenied] = useState(false);

  const locate = useCallback(async () => {
    startTransition(() => {
      setLoading(true);
      setError(null);
    });
    const result = await locateCity({
      geolocation: typeof navigator !== "undefined" ? navigator.geolocation : undefined,
      fetch: window.fetch.bind(window),
    });
    startTransition(() => {
      setLoading(false);
      if (result.ok) {
        setLocation(result.location);
        setPermissionDenied(false);
      } else {
        setError(result.error);
        setPermissionDenied(result.permissionDenied);
      }
    });
    if (result.ok) {
      try {
        sessionStorage.setItem(DETECTED_CITY_STORAGE_KEY, JSON.stringify(result.location));
      } catch {
        // Storage full or disabled: the city is simply asked for again next time.
      }
    }
  }, []);

  useEffect(() => {
    let cancelled = false;
    const cached = readCachedLocation(sessionStorage);
    if (cached) {
      // Restoring the session copy after hydration keeps server and client markup identical.
      queueMicrotask(() => {
        if (!cancelled) startTransition(() => setLocation(cached));
      });
      return () => {
        cancelled = true;
      };
    }
    const start = async () => {
      if (cancelled) return;
      if (await permissionIsDenied()) {
        if (!cancelled) startTransition(() => setPermissionDenied(true));
        return;
      }
      if (!cancelled) void locate();
    };
    const onLoad = () => void start();
    if (document.readyState === "complete") queueMicrotask(onLoad);
    else window.addEventListener("load", onLoad, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", onLoad);
    };
  }, [locate]);

  return useMemo(
    () => ({
      location,
      city: location ? { city: location.city, state: location.state } : null,
      loading,
      error,
      permissionDenied,
      locate: () => void locate(),
    }),
    [location, loading, error, permissionDenied, locate],
  );
}
