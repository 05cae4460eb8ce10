import { rentVsBuy, type RentVsBuyInput } from "./rent-vs-buy";

const flat: RentVsBuyInput = {
  price: 12_00_000,
  downPaymentPercent: 100,
  annualRatePercent: 0,
  loanYears: 1,
  monthlyRent: 10_000,
  rentIncreasePercent: 0,
  appreciationPercent: 0,
  investmentReturnPercent: 0,
  years: 1,
  purchaseCostsPercent: 0,
  upkeepPercent: 0,
};

describe("rent or buy", () => {
  it("paying cash: the buyer keeps the home and invests the rent they do not pay", () => {
    const r = rentVsBuy(flat);
    expect(r).toMatchObject({
      emi: 0,
      buyerWorth: 13_20_000,
      renterWorth: 12_00_000,
      difference: 1_20_000,
      totalRent: 1_20_000,
      breakEvenYear: 1,
    });
  });

  it("with a loan the renter invests what the EMI costs above the rent", () => {
    // 20 % down (₹2.4 L), ₹9.6 L at 0 % over a year: EMI ₹80,000; the renter invests ₹70,000
    // a month on top of the ₹2.4 L → ₹10.8 L against a ₹12 L home owned outright.
    const r = rentVsBuy({ ...flat, downPaymentPercent: 20 });
    expect(r.emi).toBe(80_000);
    expect(r.loanLeft).toBe(0);
    expect(r.buyerWorth).toBe(12_00_000);
    expect(r.renterWorth).toBe(10_80_000);
  });

  it("purchase costs and a high investment return can make renting better", () => {
    const r = rentVsBuy({
      ...flat,
      price: 1_00_00_000,
      downPaymentPercent: 20,
      annualRatePercent: 8.5,
      loanYears: 20,
      monthlyRent: 25_000,
      rentIncreasePercent: 5,
      appreciationPercent: 3,
      investmentReturnPercent: 12,
      years: 5,
      purchaseCostsPercent: 7,
      upkeepPercent: 1,
    });
    expect(r.emi).toBe(69_426);
    expect(r.difference).toBeLessThan(0);
    expect(r.breakEvenYear).toBeNull();
  });
});
