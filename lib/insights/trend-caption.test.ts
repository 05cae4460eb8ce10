import { trendLineMeaning, trendSummary } from "./trend-caption";
import { monthLabel, shortMonthLabel, type TrendPoint } from "./trend-math";

const point = (month: string, median: number): TrendPoint => ({
  month,
  listings: 9,
  p25: median,
  median,
  p75: median,
});

describe("trend chart captions", () => {
  it("speak of rent per sq ft a month for the rent chart, of price per sq ft for sale", () => {
    const rent = trendSummary([point("2026-01-01", 25), point("2026-10-01", 27)], "rent");
    expect(rent).toMatch(/^Median asking rent ₹25\/sq ft a month in Jan 2026, ₹27\/sq ft a month/);
    expect(rent).toContain("(up 8 %)");
    const sale = trendSummary([point("2026-01-01", 9000), point("2026-10-01", 8100)], "sale");
    expect(sale).toMatch(/^Median asking price ₹9,000\/sq ft in Jan 2026/);
    expect(sale).toContain("(down 10 %)");
    expect(trendLineMeaning("rent")).toBe("median asking rent per sq ft a month");
    expect(trendLineMeaning("sale")).toBe("median asking price per sq ft");
  });
});

describe("trend chart captions in Hindi", () => {
  it("say the same figures in Hindi words, months in Hindi", () => {
    const rent = trendSummary([point("2026-01-01", 25), point("2026-10-01", 27)], "rent", "hi");
    expect(rent).toBe(
      "औसत (मीडियन) मांगा गया किराया जनवरी 2026 में ₹25/sq ft प्रति माह, अक्तूबर 2026 में ₹27/sq ft प्रति माह (8 % बढ़ा)।",
    );
    const sale = trendSummary([point("2026-01-01", 9000), point("2026-10-01", 8100)], "sale", "hi");
    expect(sale).toContain("(10 % घटी)");
    expect(sale).toContain("₹9,000/sq ft");
    expect(trendLineMeaning("rent", "hi")).toBe("प्रति sq ft प्रति माह औसत (मीडियन) मांगा गया किराया");
    expect(monthLabel("2026-05-01", "hi")).toBe("मई 2026");
    expect(shortMonthLabel("2026-08-01", "hi")).toBe("अग॰ 26");
    expect(shortMonthLabel("2026-08-01")).toBe("Aug 26");
  });
});
