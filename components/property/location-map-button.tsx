"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import dynamic from "next/dynamic";
import type { ListingMapProps } from "@/components/map/listing-map";
import { SpriteIcon } from "@/components/ui/sprite-icon";

/** Leaflet loads only when the visitor asks for the map. */
const ListingMap = dynamic(() => import("@/components/map/listing-map"), {
  ssr: false,
  loading: () => <MapLoading />,
});

function MapLoading() {
  const t = useTranslations("mapView");
  return (
    <div className="mt-3 flex h-64 items-center justify-center rounded-lg border border-slate-200 bg-slate-50 text-sm text-slate-500">
      {t("loading")}
    </div>
  );
}

/** "Show on map": the listing's location on a small map, on demand. */
export function LocationMapButton(props: ListingMapProps) {
  const t = useTranslations("mapView");
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <SpriteIcon name="map" className="size-4" />
        {open ? t("hideMap") : t("showOnMap")}
      </button>
      {open && <ListingMap {...props} />}
    </div>
  );
}
