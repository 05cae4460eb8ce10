/** Finding the visitor's city: browser geolocation, then the reverse geocoder (spec §7, §8). */

export type DetectedLocation = {
  city: string;
  state: string;
  country: string;
  full: string;
  coordinates: { latitude: number; longitude: number };
};

export type LocateResult =
  | { ok: true; location: DetectedLocation }
  | { ok: false; error: string; permissionDenied: boolean };

/** Spec: high accuracy, 10 s timeout, 5 minute max age. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
};

export const GEOLOCATION_UNSUPPORTED = "Geolocation is not supported by this browser.";
export const LOCATION_DATA_FAILED = "Failed to get location data";
export const REVERSE_GEOCODE_FAILED = "Failed to fetch location";

type ReverseAnswer = {
  success?: boolean;
  message?: string;
  data?: { city?: string; state?: string; country?: string; full?: string };
};

type LocateDeps = {
  geolocation: Pick<Geolocation, "getCurrentPosition"> | undefined;
  fetch: typeof fetch;
};

function currentPosition(
  geolocation: Pick<Geolocation, "getCurrentPosition">,
): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    geolocation.getCurrentPosition(resolve, reject, GEOLOCATION_OPTIONS),
  );
}

function isPositionError(error: unknown): error is GeolocationPositionError {
  return typeof error === "object" && error !== null && "code" in error;
}

/** The browser's PERMISSION_DENIED code (1), also when GeolocationPositionError is not defined. */
const PERMISSION_DENIED = 1;

async function reverseGeocode(
  fetchImpl: typeof fetch,
  latitude: number,
  longitude: number,
): Promise<LocateResult> {
  const query = new URLSearchParams({ lat: String(latitude), lon: String(longitude) });
  let body: ReverseAnswer | null = null;
  try {
    const response = await fetchImpl(`/api/geolocation/reverse?${query.toString()}`);
    body = (await response.json().catch(() => null)) as ReverseAnswer | null;
    const city = body?.data?.city?.trim();
    if (response.ok && body?.success && city) {
      const data = body.data ?? {};
      return {
        ok: true,
        location: {
          city,
          state: data.state?.trim() ?? "",
          country: data.country?.trim() ?? "",
          full: data.full?.trim() ?? city,
          coordinates: { latitude, longitude },
        },
      };
    }
  } catch {
    // Network failure: fall through to the generic message.
  }
  const message = body?.message?.trim();
  return { ok: false, error: message || REVERSE_GEOCODE_FAILED, permissionDenied: false };
}

/** Asks the browser for a position, then the server for the city there. Never throws. */
export async function locateCity(deps: LocateDeps): Promise<LocateResult> {
  if (!deps.geolocation) {
    return { ok: false, error: GEOLOCATION_UNSUPPORTED, permissionDenied: false };
  }
  let position: GeolocationPosition;
  try {
    position = await currentPosition(deps.geolocation);
  } catch (error) {
    const permissionDenied = isPositionError(error) && error.code === PERMISSION_DENIED;
    return { ok: false, error: LOCATION_DATA_FAILED, permissionDenied };
  }
  return reverseGeocode(deps.fetch, position.coords.latitude, position.coords.longitude);
}

export const DETECTED_CITY_STORAGE_KEY = "landacre:detected-location";

/** Reads the location cached in sessionStorage for this visit, ignoring anything malformed. */
export function readCachedLocation(storage: Pick<Storage, "getItem">): DetectedLocation | null {
  try {
    const raw = storage.getItem(DETECTED_CITY_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<DetectedLocation> | null;
    if (!value || typeof value.city !== "string" || !value.city.trim()) return null;
    return {
      city: value.city,
      state: typeof value.state === "string" ? value.state : "",
      country: typeof value.country === "string" ? value.country : "",
      full: typeof value.full === "string" ? value.full : value.city,
      coordinates: {
        latitude: Number(value.coordinates?.latitude ?? 0),
        longitude: Number(value.coordinates?.longitude ?? 0),
      },
    };
  } catch {
    return null;
  }
}
