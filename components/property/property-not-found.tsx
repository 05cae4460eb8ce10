"use client";

import { useParams } from "next/navigation";
import { lazy, Suspense, useEffect, useState } from "react";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import type { GoneListing } from "@/lib/properties/gone-property";
import { idFromSlugSegment } from "@/lib/seo/urls";

// This boundary is in every listing page's payload; the view's script loads only for a gone one.
const GoneListingView = lazy(() =>
  import("./gone-listing-view").then((m) => ({ default: m.GoneListingView })),
);

/**
 * The 404 of a listing address. A listing that was on the site and has left it is normally
 * answered 410 with its own page (app/[locale]/(public)/listing-gone, lib/http/gone-listing-hook.ts);
 * when that check could not tell (it failed, or the database was down), this one still says so by
 * name with similar listings instead of a bare "Page not found".
 */
export function PropertyNotFound({ fallback }: { fallback: React.ReactNode }) {
  const params = useParams<{ slug?: string }>();
  const id = idFromSlugSegment(params.slug ?? "");
  const [gone, setGone] = useState<GoneListing | null>(null);
  const locale = useSiteLocale();

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    const query = locale === "en" ? "" : `?lang=${locale}`;
    fetch(`/api/properties/${id}/gone${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<GoneListing>) : null))
      .then(setGone)
      .catch(() => undefined);
    return () => controller.abort();
  }, [id, locale]);

  if (!gone) return fallback;
  return (
    <Suspense fallback={fallback}>
      <GoneListingView gone={gone} />
    </Suspense>
  );
}
