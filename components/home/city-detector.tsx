"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { HOME_CITY_COOKIE, HOME_CITY_MAX_AGE } from "@/components/home/home-city";
import { useDetectedCity } from "@/components/layout/use-detected-city";

/**
 * Bridges the shell's city detection (browser geolocation + GET /api/geolocation/reverse, run
 * once per session) to the server: remembers the city in a cookie and re-renders the page so
 * the server shows that city's listings. Permission denied or a failure leaves the popular-city
 * picks in place, with a note.
 */
export function CityDetector({ remembered }: { remembered: string | null }) {
  const router = useRouter();
  const { city, error, permissionDenied, loading } = useDetectedCity();
  const refreshedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!city || city.city === remembered || refreshedFor.current === city.city) return;
    refreshedFor.current = city.city;
    document.cookie = `${HOME_CITY_COOKIE}=${encodeURIComponent(city.city)}; path=/; max-age=${HOME_CITY_MAX_AGE}; samesite=lax`;
    router.refresh();
  }, [city, remembered, router]);

  const note = permissionDenied
    ? "Location access is turned off. Pick a city instead."
    : error
      ? `${error}. Pick a city instead.`
      : loading
        ? "Finding your city…"
        : null;
  return (
    <p role="status" className="min-h-5 text-sm text-slate-600">
      {note}
    </p>
  );
}
