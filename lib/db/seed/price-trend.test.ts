import { istMonth, trendFactor, yearlyGrowth } from "./price-trend";

describe("demo price trend", () => {
  it("is 1 today and lower in the past, by the city's yearly growth", () => {
    expect(trendFactor("pune", "sale", 0)).toBeCloseTo(1, 10);
    const g = yearlyGrowth("pune", "sale");
    expect(g).toBeGreaterThanOrEqual(0.04);
    expect(g).toBeLessThanOrEqual(0.11);
    // A year back: 1 / (1 + g), give or take the 1.5 % seasonal swing.
    expect(trendFactor("pune", "sale", 12)).toBeGreaterThan(1 / (1 + g) - 0.031);
    expect(trendFactor("pune", "sale", 12)).toBeLessThan(1 / (1 + g) + 0.031);
    expect(trendFactor("pune", "sale", 23)).toBeLessThan(trendFactor("pune", "sale", 1));
  });

  it("cuts months at midnight IST", () => {
    // 2026-03-01 00:10 IST is still 2026-02-28 in UTC; 14 months before March 2026 is January 2025.
    const now = Date.parse("2026-02-28T18:40:00Z");
    const { start, end } = istMonth(now, 0);
    expect(new Date(start).toISOString()).toBe("2026-02-28T18:30:00.000Z");
    expect(new Date(end).toISOString()).toBe("2026-03-31T18:30:00.000Z");
    expect(new Date(istMonth(now, 14).start).toISOString()).toBe("2024-12-31T18:30:00.000Z");
  });
});
