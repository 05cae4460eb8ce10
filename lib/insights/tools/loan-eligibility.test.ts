import { calculateEmi } from "@/lib/properties/emi";
import { loanEligibility, loanForEmi } from "./loan-eligibility";

describe("EMI and loan eligibility", () => {
  it("matches the banks' EMI tables: ₹10 lakh at 8.5 % for 20 years is ₹8,678 a month", () => {
    // SBI / HDFC EMI tables: ₹868 per lakh at 8.5 % over 20 years.
    expect(calculateEmi({ principal: 10_00_000, annualRatePercent: 8.5, years: 20 })?.emi).toBe(
      8678,
    );
    // ₹50 lakh at 9 % over 20 years: ₹44,986 (₹899.73 per lakh).
    expect(calculateEmi({ principal: 50_00_000, annualRatePercent: 9, years: 20 })?.emi).toBe(
      44986,
    );
  });

  it("inverts the EMI formula", () => {
    expect(Math.round(loanForEmi(8678, 8.5, 20))).toBeGreaterThan(9_99_900);
    expect(Math.round(loanForEmi(8678, 8.5, 20))).toBeLessThan(10_00_100);
    expect(loanForEmi(1000, 0, 10)).toBe(1_20_000);
  });

  it("sizes the loan from income, other EMIs and the 50 % FOIR", () => {
    // ₹1,00,000 take-home, ₹10,000 car EMI → ₹40,000 a month for the home loan; at 8.5 % over
    // 20 years that repays about ₹46.09 lakh (₹40,000 / ₹867.82 per lakh).
    const r = loanEligibility({
      monthlyIncome: 1_00_000,
      obligations: 10_000,
      annualRatePercent: 8.5,
      years: 20,
    });
    expect(r.affordableEmi).toBe(40_000);
    expect(r.eligibleLoan).toBe(46_09_000);
    expect(r.emi).toBeLessThanOrEqual(40_000);
    expect(r.emi).toBeGreaterThan(39_990);
  });

  it("offers nothing when other EMIs already take half the income", () => {
    const r = loanEligibility({
      monthlyIncome: 40_000,
      obligations: 25_000,
      annualRatePercent: 8.5,
      years: 20,
    });
    expect(r).toEqual({ affordableEmi: 0, eligibleLoan: 0, emi: 0, totalInterest: 0 });
  });
});
