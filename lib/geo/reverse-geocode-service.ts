import "server-only";
import { timedOutbound } from "@/lib/metrics/registry";
import { env } from "@/lib/env";
import { findCityByName } from "@/lib/geo/cities";
import { reverseGeocode, validateLatLon } from "@/lib/geo/nearest-city";
import { log } from "@/lib/log";

export type LocationData = { city: string; state: string; country: string; full: string };

/** The spec's answer: `{ success, message, data: { city, state, country, full } }`. */
export type ReverseGeocodeAnswer = {
  status: 200 | 400 | 404;
  body: { success: boolean; message: string; data: LocationData | null };
};

const FAILED = "Failed to fetch location";

type UpstreamAddress = {
  city?: string;
  town?: string;
  village?: string;
  municipality?: string;
  city_district?: string;
  county?: string;
  state_district?: string;
  state?: string;
  country?: string;
  country_code?: string;
};

/** Asks the configured Nominatim-compatible geocoder; null on any failure, timeout or non-Indian answer. */
async function askUpstream(lat: number, lon: number): Promise<LocationData | null> {
  if (!env.GEOCODER_URL) return null;
  try {
    const url = new URL(
      "reverse",
      env.GEOCODER_URL.endsWith("/") ? env.GEOCODER_URL : `${env.GEOCODER_URL}/`,
    );
    url.search = new URLSearchParams({
      format: "jsonv2",
      lat: String(lat),
      lon: String(lon),
      zoom: "10",
      addressdetails: "1",
      "accept-language": "en",
    }).toString();
    const response = await timedOutbound("geocoder", "nominatim", () =>
      fetch(url, {
        signal: AbortSignal.timeout(env.GEOCODER_TIMEOUT_MS),
        headers: { accept: "application/json", "user-agent": "LAND Acre reverse geocoder" },
        cache: "no-store",
      }),
    );
    if (!response.ok) return null;
    const json = (await response.json()) as { address?: UpstreamAddress } | null;
    const address = json?.address;
    if (!address || (address.country_code && address.country_code.toLowerCase() !== "in")) {
      return null;
    }
    const rawCity =
      address.city ??
      address.town ??
      address.municipality ??
      address.city_district ??
      address.village ??
      address.county ??
      address.state_district;
    if (!rawCity || !address.state) return null;
    // Prefer the spelling our search knows ("Bengaluru" → "Bangalore").
    const known = findCityByName(rawCity);
    const city = known?.name ?? rawCity;
    const state = known?.state ?? address.state;
    return { city, state, country: "India", full: `${city}, ${state}, India` };
  } catch (error) {
    log.warn({ err: error }, "upstream reverse geocoder failed; using the offline dataset");
    return null;
  }
}

/**
 * Reverse-geocodes untrusted `lat` / `lon` query values: the upstream geocoder when one is
 * configured (with a timeout), otherwise — or when it fails — the offline city dataset.
 */
export async function reverseGeocodeLocation(
  latInput: unknown,
  lonInput: unknown,
): Promise<ReverseGeocodeAnswer> {
  const checked = validateLatLon(latInput, lonInput);
  if (!checked.ok) {
    return {
      status: 400,
      body: { success: false, message: `${FAILED}: ${checked.message}`, data: null },
    };
  }
  const { lat, lon } = checked;
  const upstream = await askUpstream(lat, lon);
  if (upstream) {
    return {
      status: 200,
      body: { success: true, message: "Location fetched successfully", data: upstream },
    };
  }
  const local = reverseGeocode(lat, lon);
  if (!local) {
    return {
      status: 404,
      body: {
        success: false,
        message: `${FAILED}: no city found near these coordinates`,
        data: null,
      },
    };
  }
  return {
    status: 200,
    body: {
      success: true,
      message: "Location fetched successfully",
      data: { city: local.city, state: local.state, country: local.country, full: local.full },
    },
  };
}
