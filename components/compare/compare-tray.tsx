"use client";

import dynamic from "next/dynamic";
import { useCompareTray } from "@/components/compare/use-compare-tray";

const CompareTrayBar = dynamic(() => import("./compare-tray-bar").then((m) => m.CompareTrayBar), {
  ssr: false,
});

/**
 * The compare tray: a bar at the foot of the window while listings are picked for comparison.
 * Kept in localStorage, so it follows the visitor across pages and visits. In every public page's
 * shell, so the bar (and the title wording it needs) loads only once the tray holds a listing.
 */
export function CompareTray() {
  const items = useCompareTray();
  return items.length === 0 ? null : <CompareTrayBar items={items} />;
}
