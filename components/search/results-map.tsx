"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import type { SearchMapProps } from "@/components/map/search-map";

/** Leaflet and its styles load only when a visitor opens the map. */
const SearchMap = dynamic(() => import("@/components/map/search-map"), {
  ssr: false,
  loading: () => <MapLoading />,
});

function MapLoading() {
  const t = useTranslations("mapView");
  return (
    <div className="flex h-[420px] items-center justify-center rounded-xl border border-slate-200 bg-slate-50 text-sm text-slate-500">
      {t("loading")}
    </div>
  );
}

export function ResultsMap(props: SearchMapProps) {
  return <SearchMap {...props} />;
}
