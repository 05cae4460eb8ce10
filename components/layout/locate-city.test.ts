import {
  DETECTED_CITY_STORAGE_KEY,
  GEOLOCATION_OPTIONS,
  GEOLOCATION_UNSUPPORTED,
  LOCATION_DATA_FAILED,
  locateCity,
  readCachedLocation,
  REVERSE_GEOCODE_FAILED,
} from "./locate-city";

const position = { coords: { latitude: 22.7196, longitude: 75.8577 } } as GeolocationPosition;

function geolocationAnswering(outcome: "ok" | { code: number }) {
  return {
    getCurrentPosition: jest.fn(
      (ok: PositionCallback, fail?: PositionErrorCallback | null, _options?: PositionOptions) => {
        if (outcome === "ok") ok(position);
        else fail?.(outcome as GeolocationPositionError);
      },
    ),
  };
}

function answer(status: number, body: unknown) {
  return jest.fn(async (_url: string) => new Response(JSON.stringify(body), { status }));
}

const indoreBody = {
  success: true,
  message: "",
  data: { city: "Indore", state: "Madhya Pradesh", country: "India", full: "Indore, MP, India" },
};

describe("locateCity", () => {
  it("uses high accuracy, 10 s timeout, 5 min max age, then asks the reverse geocoder", async () => {
    const geolocation = geolocationAnswering("ok");
    const fetchMock = answer(200, indoreBody);
    const result = await locateCity({ geolocation, fetch: fetchMock as unknown as typeof fetch });
    expect(geolocation.getCurrentPosition.mock.calls[0][2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10000,
      maximumAge: 300000,
    });
    expect(GEOLOCATION_OPTIONS.timeout).toBe(10000);
    expect(fetchMock).toHaveBeenCalledWith("/api/geolocation/reverse?lat=22.7196&lon=75.8577");
    expect(result).toEqual({
      ok: true,
      location: {
        city: "Indore",
        state: "Madhya Pradesh",
        country: "India",
        full: "Indore, MP, India",
        coordinates: { latitude: 22.7196, longitude: 75.8577 },
      },
    });
  });

  it("says geolocation is not supported when the browser has none", async () => {
    const fetchMock = answer(200, indoreBody);
    expect(
      await locateCity({ geolocation: undefined, fetch: fetchMock as unknown as typeof fetch }),
    ).toEqual({ ok: false, error: GEOLOCATION_UNSUPPORTED, permissionDenied: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("flags a denied permission, and reports other position failures", async () => {
    const fetchMock = answer(200, indoreBody) as unknown as typeof fetch;
    expect(
      await locateCity({ geolocation: geolocationAnswering({ code: 1 }), fetch: fetchMock }),
    ).toEqual({ ok: false, error: LOCATION_DATA_FAILED, permissionDenied: true });
    expect(
      await locateCity({ geolocation: geolocationAnswering({ code: 3 }), fetch: fetchMock }),
    ).toEqual({ ok: false, error: LOCATION_DATA_FAILED, permissionDenied: false });
  });

  it("passes on the server's message, or a generic one when the geocoder fails", async () => {
    const geolocation = geolocationAnswering("ok");
    const refused = answer(422, { success: false, message: "Coordinates outside India" });
    expect(await locateCity({ geolocation, fetch: refused as unknown as typeof fetch })).toEqual({
      ok: false,
      error: "Coordinates outside India",
      permissionDenied: false,
    });
    const missing = jest.fn(async () => new Response("<html>404</html>", { status: 404 }));
    expect(await locateCity({ geolocation, fetch: missing as unknown as typeof fetch })).toEqual({
      ok: false,
      error: REVERSE_GEOCODE_FAILED,
      permissionDenied: false,
    });
    const offline = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await locateCity({ geolocation, fetch: offline as unknown as typeof fetch })).toEqual({
      ok: false,
      error: REVERSE_GEOCODE_FAILED,
      permissionDenied: false,
    });
  });
});

describe("readCachedLocation", () => {
  const storage = (value: string | null) => ({
    getItem: (key: string) => (key === DETECTED_CITY_STORAGE_KEY ? value : null),
  });

  it("restores a cached location and ignores malformed entries", () => {
    const cached = { city: "Indore", state: "Madhya Pradesh", country: "India", full: "Indore" };
    expect(readCachedLocation(storage(JSON.stringify(cached)))).toMatchObject(cached);
    expect(readCachedLocation(storage(null))).toBeNull();
    expect(readCachedLocation(storage("{oops"))).toBeNull();
    expect(readCachedLocation(storage(JSON.stringify({ city: "" })))).toBeNull();
  });
});
