/**
 * Home-loan eligibility the way Indian banks size it: the EMIs a borrower may carry (this loan
 * plus what they already pay) must stay within a share of net monthly income — the FOIR, fixed
 * obligations to income ratio, typically 50 %. The loan is the present value of the EMI left
 * over. The EMI formula itself lives in lib/properties/emi.ts (one home). Isomorphic.
 */
import { calculateEmi, EMI_LIMITS } from "@/lib/properties/emi";

/** Share of net monthly income banks let all EMIs take. */
export const DEFAULT_FOIR = 0.5;

export type EligibilityInput = {
  /** Net (take-home) monthly income, rupees. */
  monthlyIncome: number;
  /** EMIs already being paid each month (car, personal loans, cards), rupees. */
  obligations: number;
  annualRatePercent: number;
  years: number;
  foir?: number;
};

export type EligibilityResult = {
  /** EMI the bank would allow for the new loan (rupees a month; 0 when nothing is left). */
  affordableEmi: number;
  /** Largest loan that EMI repays, rounded down to ₹1,000. */
  eligibleLoan: number;
  /** EMI of `eligibleLoan` (slightly under `affordableEmi` after rounding). */
  emi: number;
  totalInterest: number;
};

/** Loan that an EMI repays: E · ((1 + r)^n − 1) / (r · (1 + r)^n). */
export function loanForEmi(emi: number, annualRatePercent: number, years: number): number {
  const n = Math.round(years * 12);
  const r = annualRatePercent / 12 / 100;
  if (r === 0) return emi * n;
  return (emi * ((1 + r) ** n - 1)) / (r * (1 + r) ** n);
}

export function loanEligibility(input: EligibilityInput): EligibilityResult {
  const foir = input.foir ?? DEFAULT_FOIR;
  const affordableEmi = Math.max(0, Math.floor(input.monthlyIncome * foir - input.obligations));
  const raw = loanForEmi(affordableEmi, input.annualRatePercent, input.years);
  const eligibleLoan = Math.min(EMI_LIMITS.principal.max, Math.floor(raw / 1000) * 1000);
  if (eligibleLoan < EMI_LIMITS.principal.min) {
    return { affordableEmi, eligibleLoan: 0, emi: 0, totalInterest: 0 };
  }
  const emi = calculateEmi({
    principal: eligibleLoan,
    annualRatePercent: input.annualRatePercent,
    years: input.years,
  });
  return {
    affordableEmi,
    eligibleLoan,
    emi: emi?.emi ?? 0,
    totalInterest: emi?.totalInterest ?? 0,
  };
}
