"use client";

import { useEffect, useState } from "react";

/** Seconds left until `from + seconds` (0 when `from` is null), ticking every second. */
export function useCountdown(from: number | null, seconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (from === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [from]);
  if (from === null) return 0;
  const elapsed = Math.max(0, Math.floor((now - from) / 1000));
  return Math.max(0, seconds - elapsed);
}
