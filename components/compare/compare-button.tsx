"use client";

import { usePhrase } from "@/components/i18n/use-phrase";

import { useState } from "react";
import {
  addToCompare,
  removeFromCompare,
  TRAY_FULL_MESSAGE,
  useCompareTray,
} from "@/components/compare/use-compare-tray";
import { SpriteIcon } from "@/components/ui/sprite-icon";

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

  const phrase = usePhrase();
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={toggle}
        aria-pressed={inTray}
        aria-label={`${phrase(inTray ? "Remove from compare" : "Add to compare")}: ${title}`}
        className={`compare-btn ${size === "sm" ? "px-2 py-1 text-xs" : "px-3 py-2 text-sm"}`}
      >
        <SpriteIcon
          name={inTray ? "check" : "columns-3"}
          className={size === "sm" ? "size-3.5" : "size-4"}
        />
        {phrase(inTray ? "Added to compare" : "Compare")}
      </button>
      {full && !inTray ? (
        <span role="alert" className="text-xs text-rose-700">
          {TRAY_FULL_MESSAGE}
        </span>
      ) : null}
    </span>
  );
}
