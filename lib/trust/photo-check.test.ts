import { checkPhotosAtPlace } from "./photo-check";

const listing = { lat: 22.7533, lon: 75.8937, postedAt: new Date("2026-11-01T00:00:00Z") };
const photo = (takenAt: string | null, lat: number | null, lon: number | null) => ({
  takenAt: takenAt ? new Date(takenAt) : null,
  lat,
  lon,
});

describe("photos taken at the place", () => {
  it("passes photos within 2 km and 12 months", () => {
    const r = checkPhotosAtPlace(
      [photo("2026-10-20T10:00:00Z", 22.76, 75.9), photo("2026-02-01T10:00:00Z", 22.7533, 75.8937)],
      listing,
    );
    expect(r).toMatchObject({ status: "passed", checked: 2 });
  });

  it("fails a photo 3 km away or 13 months old", () => {
    expect(
      checkPhotosAtPlace([photo("2026-10-20T10:00:00Z", 22.78, 75.8937)], listing),
    ).toMatchObject({ status: "failed", farthestKm: 3 });
    expect(
      checkPhotosAtPlace([photo("2025-09-25T10:00:00Z", 22.7533, 75.8937)], listing),
    ).toMatchObject({ status: "failed" });
  });

  it("claims nothing without EXIF position and date, or without the listing's position", () => {
    expect(
      checkPhotosAtPlace(
        [photo(null, null, null), photo("2026-10-01T00:00:00Z", null, null)],
        listing,
      ),
    ).toEqual({
      status: "none",
    });
    expect(checkPhotosAtPlace([], listing)).toEqual({ status: "none" });
    expect(
      checkPhotosAtPlace([photo("2026-10-20T10:00:00Z", 22.76, 75.9)], { ...listing, lat: null }),
    ).toEqual({ status: "none" });
  });
});
