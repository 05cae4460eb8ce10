"use client";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import "leaflet/dist/leaflet.css";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

import L from "leaflet";
import { markerPriceText, pinPopupElement, textElement, type MarkerWords } from "./map-content";
import Supercluster, { type ClusterProperties } from "supercluster";
import { formatIndianNumber } from "@/lib/format/money";
import { INDIA_BOUNDS } from "@/lib/geo/india-bounds";
import type { MapCluster, MapMarker, MapMarkers } from "@/lib/search/map-markers";
import { MAX_BOUNDS_SPAN_DEG, type GeoBounds } from "@/lib/validation/search-options";

export type SearchMapProps = {
  tileUrl: string;
  attribution: string;
  /** The search's filters as URL params (no page, no map area): what the markers show. */
  markerQuery: string;
  /** The search to re-run for the visible area ("Search this area"), without the area. */
  areaSearchHref: string;
  /** Where the map opens: "south,west,north,east" (India when unset). */
  initialArea?: string;
};

/** The visible area inside India (null when the map shows none of it). */
function visibleArea(map: L.Map): GeoBounds | null {
  const b = map.getBounds();
  const area = {
    south: Math.max(b.getSouth(), INDIA_BOUNDS.minLat),
    west: Math.max(b.getWest(), INDIA_BOUNDS.minLon),
    north: Math.min(b.getNorth(), INDIA_BOUNDS.maxLat),
    east: Math.min(b.getEast(), INDIA_BOUNDS.maxLon),
  };
  return area.south < area.north && area.west < area.east ? area : null;
}

const tooLarge = (a: GeoBounds) =>
  a.north - a.south > MAX_BOUNDS_SPAN_DEG || a.east - a.west > MAX_BOUNDS_SPAN_DEG;

const areaParam = (a: GeoBounds) =>
  [a.south, a.west, a.north, a.east].map((n) => n.toFixed(5)).join(",");

function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 34 : count < 100 ? 40 : 48;
  return L.divIcon({
    className: "map-cluster",
    html: textElement("span", formatIndianNumber(count)),
    iconSize: [size, size],
  });
}

function pinIcon(m: MapMarker, words: MarkerWords): L.DivIcon {
  return L.divIcon({
    className: "map-pin",
    html: textElement("span", markerPriceText(m, words)),
    iconSize: undefined,
    iconAnchor: [0, 0],
  });
}

/**
 * The results on a map (Leaflet, raster tiles): markers of the search's listings in view,
 * grouped when they crowd (supercluster in the browser; the server groups areas holding more
 * than it sends one by one), and "Search this area" to re-run the search for the visible area.
 */
export default function SearchMap({
  tileUrl,
  attribution,
  markerQuery,
  areaSearchHref,
  initialArea,
}: SearchMapProps) {
  const t = useTranslations("mapView");
  const locale = useLocale();
  const router = useLocalizedRouter();
  const holder = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const [status, setStatus] = useState(() => t("loading"));
  const [moved, setMoved] = useState(false);
  const [areaMessage, setAreaMessage] = useState("");

  useEffect(() => {
    if (!holder.current) return;
    const words: MarkerWords = { locale, priceOnRequest: t("priceOnRequest") };
    const map = L.map(holder.current, { zoomControl: true, scrollWheelZoom: true });
    mapRef.current = map;
    L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
    const layer = L.layerGroup().addTo(map);
    const start = initialArea?.split(",").map(Number);
    if (start?.length === 4) {
      map.fitBounds([
        [start[0], start[1]],
        [start[2], start[3]],
      ]);
    } else {
      map.setView([22.5, 79], 5);
    }

    let points: Supercluster<MapMarker> | null = null;
    let serverClusters: MapCluster[] = [];
    let controller: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const draw = () => {
      layer.clearLayers();
      const zoom = Math.round(map.getZoom());
      if (points) {
        const b = map.getBounds();
        for (const f of points.getClusters(
          [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
          zoom,
        )) {
          const [lon, lat] = f.geometry.coordinates;
          const props = f.properties as Partial<ClusterProperties> & MapMarker;
          if (props.cluster) {
            const id = props.cluster_id as number;
            const icon = clusterIcon(props.point_count ?? 0);
            L.marker([lat, lon], {
              icon,
              title: t("listings", { count: String(props.point_count) }),
            })
              .on("click", () => {
                map.setView(
                  [lat, lon],
                  Math.min(19, points?.getClusterExpansionZoom(id) ?? zoom + 2),
                );
              })
              .addTo(layer);
          } else {
            L.marker([lat, lon], { icon: pinIcon(props, words), title: props.title })
              .bindPopup(pinPopupElement(props, words))
              .addTo(layer);
          }
        }
      }
      for (const c of serverClusters) {
        L.marker([c.lat, c.lon], {
          icon: clusterIcon(c.count),
          title: t("listings", { count: String(c.count) }),
        })
          .on("click", () => map.setView([c.lat, c.lon], Math.min(19, zoom + 2)))
          .addTo(layer);
      }
    };

    const load = async () => {
      const area = visibleArea(map);
      if (!area || tooLarge(area)) {
        points = null;
        serverClusters = [];
        draw();
        setStatus(t("zoomIn"));
        return;
      }
      controller?.abort();
      controller = new AbortController();
      const params = new URLSearchParams(markerQuery);
      params.set("bounds", areaParam(area));
      try {
        const res = await fetch(`/api/properties/map?${params.toString()}`, {
          signal: controller.signal,
        });
        const body = (await res.json()) as MapMarkers & { message?: string };
        if (!res.ok) {
          setStatus(body.message && locale === "en" ? body.message : t("couldNotLoad"));
          return;
        }
        serverClusters = body.clusters;
        points = null;
        if (body.markers.length) {
          points = new Supercluster<MapMarker>({ radius: 48, maxZoom: 17 });
          points.load(
            body.markers.map((m) => ({
              type: "Feature" as const,
              geometry: { type: "Point" as const, coordinates: [m.lon, m.lat] },
              properties: m,
            })),
          );
        }
        draw();
        setStatus(
          body.total === 0
            ? t("none")
            : t("inArea", {
                n: formatIndianNumber(body.total),
                one: body.total === 1 ? "yes" : "no",
              }),
        );
      } catch (error) {
        if ((error as Error).name !== "AbortError") {
          setStatus(t("tryAgain"));
        }
      }
    };

    map.on("zoomend", draw);
    // The opening view was set before this listener: every move from here is the visitor's.
    map.on("moveend", () => {
      setMoved(true);
      clearTimeout(timer);
      timer = setTimeout(() => void load(), 200);
    });
    void load();
    return () => {
      clearTimeout(timer);
      controller?.abort();
      map.remove();
      mapRef.current = null;
    };
  }, [tileUrl, attribution, markerQuery, initialArea, t, locale]);

  const searchThisArea = () => {
    const map = mapRef.current;
    if (!map) return;
    const area = visibleArea(map);
    if (!area || tooLarge(area)) {
      setAreaMessage(t("areaTooLarge"));
      return;
    }
    setAreaMessage("");
    const url = new URL(areaSearchHref, window.location.origin);
    url.searchParams.set("bounds", areaParam(area));
    router.push(`${url.pathname}${url.search}`, { scroll: false });
    setMoved(false);
  };

  return (
    <div className="space-y-2">
      <div className="relative">
        <div
          ref={holder}
          className="h-[420px] w-full overflow-hidden rounded-xl border border-slate-200"
          role="region"
          aria-label={t("mapOfResults")}
          data-testid="search-map"
        />
        {moved && (
          <button
            type="button"
            onClick={searchThisArea}
            className="absolute left-1/2 top-3 z-[1000] -translate-x-1/2 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-brand-700"
          >
            {t("searchThisArea")}
          </button>
        )}
      </div>
      <p className="text-sm text-slate-600" role="status" data-testid="map-status">
        {status}
      </p>
      {areaMessage && (
        <p role="alert" className="text-sm text-red-700">
          {areaMessage}
        </p>
      )}
    </div>
  );
}
