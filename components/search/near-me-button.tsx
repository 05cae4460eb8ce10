"use client";

import { usePhrase } from "@/components/i18n/use-phrase";

import { useState } from "react";
import { LocateFixed } from "lucide-react";
import { useResultsNavigation } from "@/components/search/results-navigation";

const MESSAGES: Record<number, string> = {
  1: "Location permission was denied. Choose a city or locality instead.",
  2: "Your position is not available right now. Choose a city or locality instead.",
  3: "Finding your position took too long. Try again, or choose a place.",
};

/**
 * "Near me": asks the browser for the visitor's position only when clicked, then opens the
 * search `href` (the current filters without a place, nearest first) around that position.
 */
export function NearMeButton({ href }: { href: string }) {
  const { navigate } = useResultsNavigation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");

  const locate = () => {
    if (!("geolocation" in navigator)) {
      setMessage("This browser cannot share its position. Choose a city or locality instead.");
      return;
    }
    setBusy(true);
    setMessage("");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const url = new URL(href, window.location.origin);
        url.searchParams.set("lat", position.coords.latitude.toFixed(5));
        url.searchParams.set("lon", position.coords.longitude.toFixed(5));
        if (!url.searchParams.get("radius")) url.searchParams.set("radius", "5");
        setBusy(false);
        navigate(`${url.pathname}${url.search}`);
      },
      (error) => {
        setBusy(false);
        setMessage(MESSAGES[error.code] ?? MESSAGES[2]);
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const phrase = usePhrase();
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={locate}
        disabled={busy}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-ink hover:border-brand-600 disabled:opacity-60"
      >
        <LocateFixed className="size-4" aria-hidden />
        {phrase(busy ? "Finding you…" : "Near me")}
      </button>
      {message && (
        <p role="alert" className="text-xs text-red-700">
          {phrase(message)}
        </p>
      )}
    </div>
  );
}
