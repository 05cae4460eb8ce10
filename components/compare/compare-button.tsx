"use client";

import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";

import { useState } from "react";
import {
  addToCompare,
  removeFromCompare,
  useCompareTray,
} from "@/components/compare/use-compare-tray";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { MAX_COMPARE } from "@/lib/compare/compare-ids";

/**
 * Adds a listing to the compare tray (or takes it out); the tray lives in this browser. `title` is
 * the title as this page shows it (its labels); `listingTitle` the listing's own, which the tray
 * keeps and words in whichever language a page is in. The page words it, so the button carries
 * no title wording of its own.
 */
export function CompareButton({
  propertyId,
  title,
  listingTitle,
  size = "md",
}: {
  propertyId: number;
  title: string;
  listingTitle: string;
  size?: "sm" | "md";
}) {
  const items = useCompareTray();
  const t = useTranslations("compareTray");
  const [full, setFull] = useState(false);
  const inTray = items.some((i) => i.id === propertyId);

  function toggle() {
    if (inTray) {
      removeFromCompare(propertyId);
      setFull(false);
      return;
    }
    setFull(!addToCompare({ id: propertyId, title: listingTitle }));
  }

  const phrase = usePhrase();
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={toggle}
        aria-pressed={inTray}
        // The name begins with the words shown (a voice user says what they see); whether the
        // listing is in the tray is aria-pressed.
        aria-label={`${phrase(inTray ? "Added to compare" : "Compare")}: ${title}`}
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
          {t("full", { max: MAX_COMPARE })}
        </span>
      ) : null}
    </span>
  );
}
