"use client";

import { useEffect } from "react";
import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import { useCompareTray } from "@/components/compare/use-compare-tray";
import { compareHref } from "@/lib/compare/compare-ids";

/**
 * On `/compare` without listings in its address: when the compare tray already holds two or
 * more, shows their comparison (the address the tray's "Compare now" opens) instead of saying
 * nothing is picked. Renders nothing.
 */
export function OpenTrayComparison() {
  const items = useCompareTray();
  const router = useLocalizedRouter();
  const href = items.length >= 2 ? compareHref(items.map((item) => item.id)) : null;
  useEffect(() => {
    if (href) router.replace(href);
  }, [href, router]);
  return null;
}
