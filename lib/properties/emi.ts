/**
 * Home-loan EMI: E = P · r · (1 + r)^n / ((1 + r)^n − 1), with P the loan amount, r the monthly
 * interest rate (annual % / 12 / 100) and n the number of monthly instalments. Isomorphic.
 */
import { parseMoney, parsePlainNumber } from "@/lib/format/money";

export type EmiInput = { principal: number; annualRatePercent: number; years: number };
export type EmiResult = {
  emi: number;
  totalInterest: number;
  totalPayment: number;
  months: number;
};

export const EMI_LIMITS = {
  principal: { min: 10_000, max: 100_00_00_000 },
  rate: { min: 0, max: 30 },
  years: { min: 1, max: 40 },
} as const;

/** Monthly instalment in rupees (rounded), or null when the input is out of range. */
export function calculateEmi({ principal, annualRatePercent, years }: EmiInput): EmiResult | null {
  if (![principal, annualRatePercent, years].every(Number.isFinite)) return null;
  if (principal < EMI_LIMITS.principal.min || principal > EMI_LIMITS.principal.max) return null;
  if (annualRatePercent < EMI_LIMITS.rate.min || annualRatePercent > EMI_LIMITS.rate.max)
    return null;
  if (years < EMI_LIMITS.years.min || years > EMI_LIMITS.years.max) return null;
  const months = Math.round(years * 12);
  const r = annualRatePercent / 12 / 100;
  const exact =
    r === 0 ? principal / months : (principal * r * (1 + r) ** months) / ((1 + r) ** months - 1);
  const emi = Math.round(exact);
  const totalPayment = Math.round(exact * months);
  return { emi, months, totalPayment, totalInterest: totalPayment - principal };
}

/**
 * The calculator's fields as typed: the loan as people write amounts ("50 lakh", "45,00,000",
 * "5000000"), the rate and the tenure as numbers. Null when a field is blank, unreadable or out
 * of range.
 */
export function emiFromText(fields: {
  principal: string;
  rate: string;
  years: string;
}): EmiResult | null {
  const principal = parseMoney(fields.principal);
  const annualRatePercent = parsePlainNumber(fields.rate);
  const years = parsePlainNumber(fields.years);
  if (principal === null || annualRatePercent === null || years === null) return null;
  return calculateEmi({ principal, annualRatePercent, years });
}

/** A typical loan: 80 % of the price (banks finance up to 75–90 %). */
export function defaultLoanAmount(price: number): number {
  return Math.max(EMI_LIMITS.principal.min, Math.round((price * 0.8) / 10_000) * 10_000);
}
