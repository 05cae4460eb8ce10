import { calculateEmi, defaultLoanAmount, emiFromText } from "./emi";

describe("calculateEmi", () => {
  it("matches the standard formula: ₹50 L at 8.5 % for 20 years ≈ ₹43,391", () => {
    const result = calculateEmi({ principal: 50_00_000, annualRatePercent: 8.5, years: 20 });
    expect(result).not.toBeNull();
    expect(result!.months).toBe(240);
    expect(result!.emi).toBe(43391);
    expect(result!.totalPayment).toBeCloseTo(43391 * 240, -3);
    expect(result!.totalInterest).toBe(result!.totalPayment - 50_00_000);
  });

  it("divides evenly at 0 % interest", () => {
    expect(calculateEmi({ principal: 12_00_000, annualRatePercent: 0, years: 10 })).toEqual({
      emi: 10_000,
      months: 120,
      totalPayment: 12_00_000,
      totalInterest: 0,
    });
  });

  it("refuses out-of-range input", () => {
    expect(calculateEmi({ principal: 0, annualRatePercent: 8, years: 20 })).toBeNull();
    expect(calculateEmi({ principal: 50_00_000, annualRatePercent: 45, years: 20 })).toBeNull();
    expect(calculateEmi({ principal: 50_00_000, annualRatePercent: 8, years: 0 })).toBeNull();
    expect(calculateEmi({ principal: Number.NaN, annualRatePercent: 8, years: 20 })).toBeNull();
  });

  it("suggests a loan of 80 % of the price, in round ten-thousands", () => {
    expect(defaultLoanAmount(45_00_000)).toBe(36_00_000);
    expect(defaultLoanAmount(1_234_567)).toBe(9_90_000);
  });
});

describe("emiFromText", () => {
  const expected = calculateEmi({ principal: 50_00_000, annualRatePercent: 8.5, years: 20 });

  it("reads the loan as people write amounts, and the rate and tenure as numbers", () => {
    for (const principal of ["5000000", "50,00,000", "50 lakh", "₹ 50,00,000", "0.5 cr"])
      expect(emiFromText({ principal, rate: "8.5", years: "20" })).toEqual(expected);
    expect(emiFromText({ principal: "50 lakh", rate: " 8.50 ", years: "20" })).toEqual(expected);
  });

  it("answers nothing for a blank, unreadable or out-of-range field (a blank rate is not 0 %)", () => {
    expect(emiFromText({ principal: "50 lakh", rate: "", years: "20" })).toBeNull();
    expect(emiFromText({ principal: "", rate: "8.5", years: "20" })).toBeNull();
    expect(emiFromText({ principal: "fifty", rate: "8.5", years: "20" })).toBeNull();
    expect(emiFromText({ principal: "50 lakh", rate: "8.5", years: "2O" })).toBeNull();
    expect(emiFromText({ principal: "50 lakh", rate: "45", years: "20" })).toBeNull();
  });
});
