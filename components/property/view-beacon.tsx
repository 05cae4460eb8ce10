"use client";

import { useEffect } from "react";

/** Counts one view of the listing once the page has loaded (the page itself is cached). */
export function ViewBeacon({ propertyId }: { propertyId: number }) {
  useEffect(() => {
    void fetch("/api/properties/views", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ propertyId }),
      keepalive: true,
    }).catch(() => undefined);
  }, [propertyId]);
  return null;
}
