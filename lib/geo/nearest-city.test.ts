import { CITIES } from "@/lib/geo/cities";
import { haversineKm, reverseGeocode, validateLatLon } from "@/lib/geo/nearest-city";

describe("haversineKm", () => {
  it("is zero for identical points and ~1150 km Delhi→Mumbai", () => {
    expect(haversineKm(23.2599, 77.4126, 23.2599, 77.4126)).toBe(0);
    const km = haversineKm(28.6139, 77.209, 19.076, 72.8777);
    expect(km).toBeGreaterThan(1100);
    expect(km).toBeLessThan(1200);
  });
});

describe("reverseGeocode", () => {
  it.each([
    [23.2599, 77.4126, "Bhopal", "Madhya Pradesh"],
    [22.7196, 75.8577, "Indore", "Madhya Pradesh"],
    [19.076, 72.8777, "Mumbai", "Maharashtra"],
    [28.6139, 77.209, "Delhi", "Delhi"],
    [12.9716, 77.5946, "Bangalore", "Karnataka"],
    [23.1815, 79.9864, "Jabalpur", "Madhya Pradesh"],
    [26.2183, 78.1828, "Gwalior", "Madhya Pradesh"],
  ])("(%f, %f) → %s, %s", (lat, lon, city, state) => {
    const result = reverseGeocode(lat, lon);
    expect(result).not.toBeNull();
    expect(result?.city).toBe(city);
    expect(result?.state).toBe(state);
    expect(result?.country).toBe("India");
    expect(result?.full).toBe(`${city}, ${state}, India`);
    expect(result?.distanceKm).toBeLessThan(1);
  });

  it("formats full as City, State, India", () => {
    expect(reverseGeocode(22.7196, 75.8577)?.full).toBe("Indore, Madhya Pradesh, India");
  });

  it("resolves a locality to its own city rather than a neighbour", () => {
    // Vijay Nagar, Indore
    expect(reverseGeocode(22.7511, 75.895)?.city).toBe("Indore");
    // Whitefield, Bangalore
    expect(reverseGeocode(12.9698, 77.75)?.city).toBe("Bangalore");
    // Indirapuram is Ghaziabad even though it is close to Delhi
    expect(reverseGeocode(28.6415, 77.3712)?.city).toBe("Ghaziabad");
  });

  it("matches small-town points to the nearest city within 150 km", () => {
    // Sehore, ~35 km west of Bhopal
    const sehore = reverseGeocode(23.2, 77.0833);
    expect(sehore?.city).toBe("Bhopal");
    expect(sehore?.distanceKm).toBeGreaterThan(25);
    expect(sehore?.distanceKm).toBeLessThan(45);
  });

  it.each([
    [15.0, 65.0], // Arabian Sea, outside the bounding box
    [18.0, 70.0], // Arabian Sea, inside the bounding box but > 150 km from land cities
    [15.0, 88.0], // Bay of Bengal
    [10.0, 93.5], // Andaman Sea
    [51.5, -0.12], // London
    [-23.26, -77.41], // mirror of Bhopal
  ])("returns null for (%f, %f)", (lat, lon) => {
    expect(reverseGeocode(lat, lon)).toBeNull();
  });

  it("returns null for non-finite input", () => {
    expect(reverseGeocode(Number.NaN, 77)).toBeNull();
    expect(reverseGeocode(23, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it("agrees with a brute-force linear scan across India and around every city", () => {
    const points = CITIES.flatMap((c) => [
      { lat: c.lat, lon: c.lon, city: c },
      ...c.localities.map((l) => ({ lat: l.lat, lon: l.lon, city: c })),
    ]);
    const queries: Array<[number, number]> = [];
    for (let lat = 6.3; lat <= 37.5; lat += 1) {
      for (let lon = 68.3; lon <= 97.5; lon += 1) queries.push([lat, lon]);
    }
    for (const c of CITIES) {
      for (const [dLat, dLon] of [
        [0.45, 0.45],
        [-0.45, 0.45],
        [0.45, -0.45],
        [-0.45, -0.45],
        [0, 1.1],
      ]) {
        queries.push([c.lat + dLat, c.lon + dLon]);
      }
    }
    let matched = 0;
    const mismatches: string[] = [];
    for (const [lat, lon] of queries) {
      let best = points[0];
      let bestKm = Infinity;
      for (const p of points) {
        const km = haversineKm(lat, lon, p.lat, p.lon);
        if (km < bestKm) {
          bestKm = km;
          best = p;
        }
      }
      const inBox = lat >= 6 && lat <= 37.5 && lon >= 68 && lon <= 97.5;
      const expected = bestKm > 150 || !inBox ? null : best.city.name;
      const actual = reverseGeocode(lat, lon)?.city ?? null;
      if (expected !== null) matched++;
      if (actual !== expected) mismatches.push(`(${lat}, ${lon}): ${actual} ≠ ${expected}`);
    }
    expect(mismatches).toEqual([]);
    expect(matched).toBeGreaterThan(200);
  });
});

describe("validateLatLon", () => {
  it("accepts numbers and numeric strings", () => {
    expect(validateLatLon(23.2599, 77.4126)).toEqual({ ok: true, lat: 23.2599, lon: 77.4126 });
    expect(validateLatLon("22.7196", " 75.8577 ")).toEqual({
      ok: true,
      lat: 22.7196,
      lon: 75.8577,
    });
    expect(validateLatLon("-90", "180")).toEqual({ ok: true, lat: -90, lon: 180 });
    expect(validateLatLon("0", "-180")).toEqual({ ok: true, lat: 0, lon: -180 });
  });

  it.each([
    ["abc", "77"],
    ["12abc", "77"],
    ["0x10", "77"],
    ["NaN", "77"],
    ["Infinity", "77"],
    [Number.NaN, 77],
    ["90.0001", "77"],
    [-91, 77],
    [[23], 77],
    [{}, 77],
  ])("rejects lat=%p", (lat, lon) => {
    expect(validateLatLon(lat, lon)).toEqual({
      ok: false,
      message: "lat must be a number between -90 and 90",
    });
  });

  it.each([
    ["23", "abc"],
    ["23", "180.5"],
    [23, -181],
    [23, Number.POSITIVE_INFINITY],
  ])("rejects lat=%p lon=%p with a lon message", (lat, lon) => {
    expect(validateLatLon(lat, lon)).toEqual({
      ok: false,
      message: "lon must be a number between -180 and 180",
    });
  });

  it("reports missing values", () => {
    const missingLat = validateLatLon(undefined, "77");
    expect(missingLat.ok).toBe(false);
    if (!missingLat.ok) expect(missingLat.message).toMatch(/^lat is required/);
    const missingLon = validateLatLon("23", "");
    expect(missingLon.ok).toBe(false);
    if (!missingLon.ok) expect(missingLon.message).toMatch(/^lon is required/);
  });
});
