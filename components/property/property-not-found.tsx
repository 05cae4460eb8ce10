"use client";

import { useParams } from "next/navigation";
import { useEffect, useState } from "react";
import type { GoneListing } from "@/lib/properties/gone-property";
import { idFromSlugSegment } from "@/lib/seo/urls";
import { GoneListingView } from "./gone-listing-view";

/**
 * The 404 of a listing address. When the listing was on the site and has left it (paused,
 * expired, deleted), the page says so by name with similar listings instead of a bare "Page not
 * found". The answer stays 404: an App Router page can only answer 404, 403 or 401, and a
 * per-request lookup in proxy.ts would cost every listing page its cached speed.
 */
export function PropertyNotFound({ fallback }: { fallback: React.ReactNode }) {
  const params = useParams<{ slug?: string }>();
  const id = idFromSlugSegment(params.slug ?? "");
  const [gone, setGone] = useState<GoneListing | null>(null);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    fetch(`/api/properties/${id}/gone`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<GoneListing>) : null))
      .then(setGone)
      .catch(() => undefined);
    return () => controller.abort();
  }, [id]);

  return gone ? <GoneListingView gone={gone} /> : fallback;
}
