/**
 * Rent or buy: month by month over the years you plan to stay, both households spend the same —
 * the buyer the EMI and upkeep, the renter the rent — and whoever spends less invests the
 * difference (the renter also invests the down payment and purchase costs). At the end the
 * buyer owns the home less the loan left, plus their investments; the renter owns their
 * investments. Isomorphic.
 */
import { calculateEmi } from "@/lib/properties/emi";

export type RentVsBuyInput = {
  price: number;
  downPaymentPercent: number;
  annualRatePercent: number;
  loanYears: number;
  monthlyRent: number;
  /** Yearly rent increase, %. */
  rentIncreasePercent: number;
  /** Yearly change in the home's value, %. */
  appreciationPercent: number;
  /** Yearly return on money invested instead, %. */
  investmentReturnPercent: number;
  /** Years you plan to stay. */
  years: number;
  /** Stamp duty, registration and other one-time costs of buying, % of the price. */
  purchaseCostsPercent: number;
  /** Yearly maintenance, property tax and insurance, % of the home's value. */
  upkeepPercent: number;
};

export type RentVsBuyResult = {
  emi: number;
  buyerWorth: number;
  renterWorth: number;
  /** buyerWorth − renterWorth: above 0 buying comes out ahead. */
  difference: number;
  homeValue: number;
  loanLeft: number;
  totalRent: number;
  totalInterest: number;
  /** First year at whose end buying is ahead; null when it never is within the stay. */
  breakEvenYear: number | null;
};

const monthly = (yearlyPercent: number) => (1 + yearlyPercent / 100) ** (1 / 12) - 1;

export function rentVsBuy(input: RentVsBuyInput): RentVsBuyResult {
  const down = Math.round((input.price * input.downPaymentPercent) / 100);
  const loan = input.price - down;
  const costs = Math.round((input.price * input.purchaseCostsPercent) / 100);
  const emi =
    loan > 0
      ? (calculateEmi({
          principal: loan,
          annualRatePercent: input.annualRatePercent,
          years: input.loanYears,
        })?.emi ?? 0)
      : 0;
  const r = input.annualRatePercent / 12 / 100;
  const growth = monthly(input.appreciationPercent);
  const invest = monthly(input.investmentReturnPercent);
  const loanMonths = Math.round(input.loanYears * 12);

  let balance = loan;
  let value = input.price;
  let rent = input.monthlyRent;
  let buyerPot = 0;
  let renterPot = down + costs;
  let totalRent = 0;
  let totalInterest = 0;
  let breakEvenYear: number | null = null;

  for (let m = 1; m <= Math.round(input.years * 12); m++) {
    let instalment = 0;
    if (m <= loanMonths && balance > 0) {
      const interest = balance * r;
      instalment = Math.min(emi, balance + interest);
      balance = Math.max(0, balance + interest - instalment);
      totalInterest += interest;
    }
    const upkeep = (value * input.upkeepPercent) / 100 / 12;
    const buyerSpends = instalment + upkeep;
    buyerPot *= 1 + invest;
    renterPot *= 1 + invest;
    if (buyerSpends > rent) renterPot += buyerSpends - rent;
    else buyerPot += rent - buyerSpends;
    totalRent += rent;
    value *= 1 + growth;
    if (m % 12 === 0) {
      rent *= 1 + input.rentIncreasePercent / 100;
      if (breakEvenYear === null && value - balance + buyerPot >= renterPot) breakEvenYear = m / 12;
    }
  }
  const buyerWorth = Math.round(value - balance + buyerPot);
  const renterWorth = Math.round(renterPot);
  return {
    emi,
    buyerWorth,
    renterWorth,
    difference: buyerWorth - renterWorth,
    homeValue: Math.round(value),
    loanLeft: Math.round(balance),
    totalRent: Math.round(totalRent),
    totalInterest: Math.round(totalInterest),
    breakEvenYear,
  };
}
