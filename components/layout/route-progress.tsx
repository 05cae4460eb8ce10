"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { navigationTarget } from "./progress-link";

/** Loaded when a navigation starts (a second before it can be shown), not with every page. */
const loadScreen = () => import("./loading-screen");
const LoadingScreen = dynamic(() => loadScreen().then((m) => m.LoadingScreen), { ssr: false });

/** Longest the bar stays if a navigation never completes (e.g. it failed). */
const GIVE_UP_MS = 20_000;

/** A navigation still waiting after this long shows the full-screen loading screen. */
const SLOW_NAVIGATION_MS = 1_000;

/**
 * While a clicked link's page loads (until the pathname changes): a thin bar at the top, and if
 * the wait goes past a second, the full-screen loading screen (spec: "LAND Acre" typed letter by
 * letter). It is drawn only in the browser: a loading boundary on a page would make React move
 * the finished page to the document's end behind its fallback, so a visitor without JavaScript
 * would see the loading screen and never the page.
 */
export function RouteProgress() {
  const pathname = usePathname();
  const [pendingFrom, setPendingFrom] = useState<string | null>(null);
  const [slowFrom, setSlowFrom] = useState<string | null>(null);
  const [seenPath, setSeenPath] = useState(pathname);

  // The pathname changed: the navigation is done (state adjusted during render, not in an effect).
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setPendingFrom(null);
    setSlowFrom(null);
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a") ?? null;
      const target = navigationTarget(event, anchor, window.location);
      if (!target) return;
      loadScreen().catch(() => undefined);
      setSlowFrom(null);
      setPendingFrom(window.location.pathname);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  useEffect(() => {
    if (pendingFrom === null) return;
    const slow = setTimeout(() => setSlowFrom(pendingFrom), SLOW_NAVIGATION_MS);
    const giveUp = setTimeout(() => setPendingFrom(null), GIVE_UP_MS);
    return () => {
      clearTimeout(slow);
      clearTimeout(giveUp);
    };
  }, [pendingFrom]);

  if (pendingFrom === null || pendingFrom !== pathname) return null;
  return (
    <>
      <div
        role="progressbar"
        aria-label="Loading page"
        className="fixed inset-x-0 top-0 z-[60] h-[3px] overflow-hidden"
      >
        <div className="nav-progress h-full bg-accent-500 shadow-[0_0_8px_var(--color-accent-500)]" />
      </div>
      {slowFrom === pendingFrom ? <LoadingScreen /> : null}
    </>
  );
}
