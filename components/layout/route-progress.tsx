"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { navigationTarget } from "./progress-link";

/** Longest the bar stays if a navigation never completes (e.g. it failed). */
const GIVE_UP_MS = 20_000;

/** A thin bar at the top while a clicked link's page loads (until the pathname changes). */
export function RouteProgress() {
  const pathname = usePathname();
  const [pendingFrom, setPendingFrom] = useState<string | null>(null);
  const [seenPath, setSeenPath] = useState(pathname);

  // The pathname changed: the navigation is done (state adjusted during render, not in an effect).
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setPendingFrom(null);
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a") ?? null;
      const target = navigationTarget(event, anchor, window.location);
      if (target) setPendingFrom(window.location.pathname);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  useEffect(() => {
    if (pendingFrom === null) return;
    const timer = setTimeout(() => setPendingFrom(null), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [pendingFrom]);

  if (pendingFrom === null || pendingFrom !== pathname) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-[3px] overflow-hidden"
    >
      <div className="nav-progress h-full bg-accent-500 shadow-[0_0_8px_var(--color-accent-500)]" />
    </div>
  );
}
