import {
  formatChange,
  formatRate,
  CRORE,
  LAKH,
  formatINR,
  formatIndianNumber,
  formatPricePerSqft,
  formatPriceShort,
  formatRent,
  moneyUnitMultiplier,
  parseMoney,
  parsePlainNumber,
} from "@/lib/format/money";

describe("formatINR", () => {
  it.each([
    [0, "₹0"],
    [7, "₹7"],
    [999, "₹999"],
    [1000, "₹1,000"],
    [99999, "₹99,999"],
    [100000, "₹1,00,000"],
    [1234567, "₹12,34,567"],
    [12345678, "₹1,23,45,678"],
    [100000000, "₹10,00,00,000"],
    [1000000000, "₹1,00,00,00,000"],
  ])("%d → %s", (n, expected) => {
    expect(formatINR(n)).toBe(expected);
  });

  it("rounds to whole rupees and keeps the sign in front", () => {
    expect(formatINR(1499.5)).toBe("₹1,500");
    expect(formatINR(-250000)).toBe("-₹2,50,000");
    expect(formatINR(-0.2)).toBe("₹0");
  });

  it("returns an empty string for non-finite input", () => {
    expect(formatINR(Number.NaN)).toBe("");
    expect(formatINR(Number.POSITIVE_INFINITY)).toBe("");
  });
});

describe("formatIndianNumber", () => {
  it("groups 3-2-2 and trims trailing zero decimals", () => {
    expect(formatIndianNumber(1234567.891, 2)).toBe("12,34,567.89");
    expect(formatIndianNumber(1.5, 2)).toBe("1.5");
    expect(formatIndianNumber(2.0, 2)).toBe("2");
    expect(formatIndianNumber(10.7639, 4)).toBe("10.7639");
  });
});

describe("formatPriceShort", () => {
  it.each([
    [0, "₹0"],
    [12500, "₹12,500"],
    [99999, "₹99,999"],
    [100000, "₹1 L"],
    [4550000, "₹45.5 L"],
    [8500000, "₹85 L"],
    [9999999, "₹1 Cr"],
    [10000000, "₹1 Cr"],
    [12000000, "₹1.2 Cr"],
    [12500000, "₹1.25 Cr"],
    [12345678, "₹1.23 Cr"],
    [100000000, "₹10 Cr"],
    [12500000000, "₹1,250 Cr"],
  ])("%d → %s", (n, expected) => {
    expect(formatPriceShort(n)).toBe(expected);
  });

  it("never shows more than 2 decimals or trailing zeros", () => {
    expect(formatPriceShort(1_20_00_000)).not.toContain("1.20");
    expect(formatPriceShort(3_333_333)).toBe("₹33.33 L");
  });

  it("does not lean on Intl compact notation", () => {
    expect(formatPriceShort(LAKH)).not.toMatch(/thousand|K|M/);
    expect(formatPriceShort(CRORE)).not.toMatch(/million|M/);
  });
});

describe("formatRent", () => {
  it("adds /month", () => {
    expect(formatRent(25000)).toBe("₹25,000/month");
    expect(formatRent(150000)).toBe("₹1,50,000/month");
  });
});

describe("formatPricePerSqft", () => {
  it("rounds to whole rupees per square foot", () => {
    expect(formatPricePerSqft(4500000, 800)).toBe("₹5,625/sq ft");
    expect(formatPricePerSqft(10000000, 1500)).toBe("₹6,667/sq ft");
  });

  it("is null without an area", () => {
    expect(formatPricePerSqft(4500000, 0)).toBeNull();
    expect(formatPricePerSqft(4500000)).toBeNull();
    expect(formatPricePerSqft(4500000, null)).toBeNull();
    expect(formatPricePerSqft(4500000, -5)).toBeNull();
  });

  it("is null unless the price is positive too, and never reads ₹0/sq ft", () => {
    expect(formatPricePerSqft(-100, 1200)).toBeNull();
    expect(formatPricePerSqft(-4500000, 800)).toBeNull();
    expect(formatPricePerSqft(0, 800)).toBeNull();
    expect(formatPricePerSqft(100, 1200)).toBeNull();
    expect(formatPricePerSqft(600, 1200)).toBe("₹1/sq ft");
  });
});

describe("parseMoney", () => {
  it.each([
    ["50 lakh", 5000000],
    ["50L", 5000000],
    ["50 lakhs", 5000000],
    ["50 lac", 5000000],
    ["45.5 lacs", 4550000],
    ["1.2 cr", 12000000],
    ["1.2crore", 12000000],
    ["2 Crores", 20000000],
    ["1.25 Cr", 12500000],
    ["25k", 25000],
    ["25 K", 25000],
    ["25 thousand", 25000],
    ["25000", 25000],
    ["₹ 45,00,000", 4500000],
    ["₹45,00,000/-", 4500000],
    ["Rs. 50,000", 50000],
    ["rs50000", 50000],
    ["INR 1,20,00,000", 12000000],
    ["1,200,000", 1200000],
    ["1 cr 20 lakh", 12000000],
    ["1 crore and 50 lakh", 15000000],
    ["25,000/month", 25000],
    ["25k per month", 25000],
    ["50 lakh only", 5000000],
    ["0", 0],
  ])("%s → %d", (text, expected) => {
    expect(parseMoney(text)).toBe(expected);
  });

  it.each([
    [""],
    ["   "],
    ["abc"],
    ["50 acres"],
    ["lakh"],
    ["25 30"],
    ["1 cr 20"],
    ["20 lakh 1 cr"],
  ])("%j → null", (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it("returns integers", () => {
    expect(Number.isInteger(parseMoney("1.15 cr"))).toBe(true);
    expect(parseMoney("1.15 cr")).toBe(11500000);
  });
});

describe("moneyUnitMultiplier", () => {
  it("knows the lakh / crore / thousand spellings", () => {
    expect(moneyUnitMultiplier("Lac")).toBe(LAKH);
    expect(moneyUnitMultiplier("cr")).toBe(CRORE);
    expect(moneyUnitMultiplier("k")).toBe(1000);
    expect(moneyUnitMultiplier("sqft")).toBeNull();
  });
});

describe("formatRate and formatChange", () => {
  it("formats sale and monthly rent rates", () => {
    expect(formatRate(6249.6, "sale")).toBe("₹6,250/sq ft");
    expect(formatRate(28.46, "rent")).toBe("₹28.5/sq ft a month");
    expect(formatRate(30, "rent", true)).toBe("₹30");
    expect(formatChange(7.25)).toBe("+7.3 %");
    expect(formatChange(-2)).toBe("−2 %");
    expect(formatChange(null)).toBe("");
  });
});

describe("parsePlainNumber", () => {
  it("reads numbers with or without grouping commas", () => {
    expect(parsePlainNumber("8.5")).toBe(8.5);
    expect(parsePlainNumber(" 1,00,000 ")).toBe(100000);
    expect(parsePlainNumber("0")).toBe(0);
  });

  it("answers null for a blank or unreadable field, never 0 or NaN", () => {
    expect(parsePlainNumber("")).toBeNull();
    expect(parsePlainNumber("   ")).toBeNull();
    expect(parsePlainNumber("8.5%")).toBeNull();
    expect(parsePlainNumber("twenty")).toBeNull();
  });
});
