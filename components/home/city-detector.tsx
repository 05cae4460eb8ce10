"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import {
  GEOLOCATION_OPTIONS,
  HOME_CITY_COOKIE,
  HOME_CITY_MAX_AGE,
} from "@/components/home/home-city";

type ReverseAnswer = { success?: boolean; message?: string; data?: { city?: string } | null };

/**
 * Finds the visitor's city with the browser's geolocation and the reverse geocoder, remembers
 * it in a cookie and re-renders the page so the server can show that city's listings.
 * Permission denied or any failure leaves the popular-city picks in place.
 */
export function CityDetector({ known }: { known: boolean }) {
  const router = useRouter();
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    if (known) return;
    let cancelled = false;
    if (!("geolocation" in navigator)) {
      queueMicrotask(() => setNote("Geolocation is not supported by this browser. Pick a city instead."));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        const query = new URLSearchParams({
          lat: String(coords.latitude),
          lon: String(coords.longitude),
        });
        try {
          const response = await fetch(`/api/geolocation/reverse?${query.toString()}`);
          const body = (await response.json()) as ReverseAnswer;
          const city = body.data?.city;
          if (cancelled) return;
          if (!response.ok || !body.success || !city) {
            setNote(`${body.message || "Failed to fetch location"}. Pick a city instead.`);
            return;
          }
          document.cookie = `${HOME_CITY_COOKIE}=${encodeURIComponent(city)}; path=/; max-age=${HOME_CITY_MAX_AGE}; samesite=lax`;
          router.refresh();
        } catch {
          if (!cancelled) setNote("Failed to get location data. Pick a city instead.");
        }
      },
      (error) => {
        if (cancelled) return;
        setNote(
          error.code === error.PERMISSION_DENIED
            ? "Location access is turned off. Pick a city instead."
            : "Failed to get location data. Pick a city instead.",
        );
      },
      GEOLOCATION_OPTIONS,
    );
    return () => {
      cancelled = true;
    };
  }, [known, router]);

  return (
    <p role="status" className="min-h-5 text-sm text-slate-600">
      {note}
    </p>
  );
}
