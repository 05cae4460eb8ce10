"use client";

import "leaflet/dist/leaflet.css";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import L from "leaflet";
import { textElement } from "./map-content";

export type ListingMapProps = {
  lat: number;
  lon: number;
  title: string;
  tileUrl: string;
  attribution: string;
};

/** A small Leaflet map with the listing's pin (loaded only when asked for). */
export default function ListingMap({ lat, lon, title, tileUrl, attribution }: ListingMapProps) {
  const t = useTranslations("mapView");
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!holder.current) return;
    const map = L.map(holder.current, { scrollWheelZoom: false }).setView([lat, lon], 15);
    L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
    L.circleMarker([lat, lon], {
      radius: 9,
      color: "#fff",
      weight: 3,
      fillColor: "#1558b8",
      fillOpacity: 1,
    })
      .bindTooltip(textElement("span", title))
      .addTo(map);
    return () => {
      map.remove();
    };
  }, [lat, lon, title, tileUrl, attribution]);
  return (
    <div
      ref={holder}
      role="region"
      aria-label={t("listingMap")}
      data-testid="listing-map"
      className="mt-3 h-64 w-full overflow-hidden rounded-lg border border-slate-200"
    />
  );
}
