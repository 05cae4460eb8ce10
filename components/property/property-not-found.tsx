"use client";

import { useParams } from "next/navigation";
import { useEffect, useState } from "react";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import type { GoneListing } from "@/lib/properties/gone-property";
import { idFromSlugSegment } from "@/lib/seo/urls";
import { GoneListingView } from "./gone-listing-view";

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

  return gone ? <GoneListingView gone={gone} /> : fallback;
}
