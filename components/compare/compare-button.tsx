"use client";

import { Check, Columns3 } from "lucide-react";
import { useState } from "react";
import {
  addToCompare,
  removeFromCompare,
  TRAY_FULL_MESSAGE,
  useCompareTray,
} from "@/components/compare/use-compare-tray";

/** Adds a listing to the compare tray (or takes it out); the tray lives in this browser. */
export function CompareButton({
  propertyId,
  title,
  size = "md",
}: {
  propertyId: number;
  title: string;
  size?: "sm" | "md";
}) {
  const items = useCompareTray();
  const [full, setFull] = useState(false);
  const inTray = items.some((i) => i.id === propertyId);

  function toggle() {
    if (inTray) {
      removeFromCompare(propertyId);
      setFull(false);
      return;
    }
    setFull(!addToCompare({ id: propertyId, title }));
  }

  const Icon = inTray ? Check : Columns3;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={toggle}
        aria-pressed={inTray}
        aria-label={`${inTray ? "Remove from compare" : "Add to compare"}: ${title}`}
        className={`inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 ${
          size === "sm" ? "px-2 py-1 text-xs" : "px-3 py-2 text-sm"
        }`}
      >
        <Icon aria-hidden className={size === "sm" ? "size-3.5" : "size-4"} />
        {inTray ? "Added to compare" : "Compare"}
      </button>
      {full && !inTray ? (
        <span role="alert" className="text-xs text-rose-700">
          {TRAY_FULL_MESSAGE}
        </span>
      ) : null}
    </span>
  );
}
