import {
  distanceKm,
  fillSeries,
  latestShown,
  monthLabel,
  monthRange,
  placeYield,
  rentYield,
  yearChange,
  type TrendPoint,
} from "./trend-math";

const pt = (month: string, median: number | null, listings = 6): TrendPoint => ({
  month,
  listings,
  p25: median === null ? null : median * 0.9,
  median,
  p75: median === null ? null : median * 1.1,
});

describe("trend math", () => {
  it("lists the months ending with the last one, across a year end", () => {
    expect(monthRange("2026-02-01", 4)).toEqual([
      "2025-11-01",
      "2025-12-01",
      "2026-01-01",
      "2026-02-01",
    ]);
    expect(monthRange("2026-11-01", 24)[0]).toBe("2024-12-01");
    expect(monthLabel("2024-12-01")).toBe("Dec 2024");
  });

  it("fills missing months with empty points and finds the newest shown one", () => {
    const months = monthRange("2026-03-01", 3);
    const s = fillSeries(months, [pt("2026-01-01", 5000), pt("2026-02-01", null, 3)]);
    expect(s.map((p) => p.listings)).toEqual([6, 3, 0]);
    expect(latestShown(s)?.month).toBe("2026-01-01");
    expect(latestShown(fillSeries(months, []))).toBeNull();
  });

  it("measures the change over 12 months from the newest shown point", () => {
    const months = monthRange("2026-12-01", 24);
    const rows = months.map((m, i) => pt(m, i === 23 ? null : 1000 + i * 10));
    // Newest shown: index 22 (1,220); twelve months before: index 10 (1,100) → +10.9 %.
    expect(yearChange(fillSeries(months, rows))).toBe(10.9);
    const hidden = rows.map((r, i) => (i === 10 ? pt(r.month, null) : r));
    expect(yearChange(fillSeries(months, hidden))).toBeNull();
  });

  it("gives the gross rent yield from the latest sale and rent medians", () => {
    // ₹25 a month per sq ft against ₹6,000 per sq ft: 300 / 6,000 = 5 % a year.
    expect(rentYield([pt("2026-01-01", 6000)], [pt("2026-01-01", 25)])).toBe(5);
    expect(rentYield([pt("2026-01-01", null)], [pt("2026-01-01", 25)])).toBeNull();
  });

  it("gives a place's yield on flats when both flat series have a point, else on every type", () => {
    const at = (v: number | null) => [pt("2026-01-01", v)];
    // Every type: ₹13 rent against ₹4,314 (offices and land pull the price about), 3.6 %;
    // flats alone: ₹12 against ₹5,100, 2.8 %. The page says which one it shows.
    const city = { sale: at(4314), rent: at(13), flatSale: at(5100), flatRent: at(12) };
    expect(placeYield(city)).toEqual({ rentYield: 2.8, yieldOfFlats: true });
    expect(placeYield({ ...city, flatRent: at(null) })).toEqual({
      rentYield: 3.6,
      yieldOfFlats: false,
    });
  });

  it("measures distances between localities", () => {
    // Connaught Place to Saket, Delhi: about 12 km as the crow flies.
    const km = distanceKm({ lat: 28.6315, lon: 77.2167 }, { lat: 28.5245, lon: 77.2066 });
    expect(km).toBeGreaterThan(11.5);
    expect(km).toBeLessThan(12.5);
  });
});
