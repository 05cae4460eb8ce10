/** Stamp duty and registration on a purchase, from the state's rules (stamp-duty-rates.ts). Isomorphic. */
import { stampDutyRule, type Buyer, type Slab, type StateRule } from "./stamp-duty-rates";

export type StampDutyResult = {
  state: string;
  /** Duty rate applied, % of the value. */
  dutyRate: number;
  stampDuty: number;
  registration: number;
  total: number;
  /** What a woman buying alone saves against a man, when the state has a concession. */
  womenSaving: number;
  rule: StateRule;
};

function rateFor(slabs: Slab[], value: number): number {
  return (slabs.find((s) => s.upTo === null || value <= s.upTo) ?? slabs[slabs.length - 1]).rate;
}

function dutyFor(rule: StateRule, value: number, buyer: Buyer): { rate: number; duty: number } {
  const base = rateFor(rule.duty, value);
  if (buyer === "joint" && rule.joint) {
    const rate = rateFor(rule.joint, value);
    return { rate, duty: Math.round((value * rate) / 100) };
  }
  if (buyer === "woman" && rule.women) {
    if (rule.women.kind === "slabs") {
      const rate = rateFor(rule.women.duty, value);
      return { rate, duty: Math.round((value * rate) / 100) };
    }
    const full = (value * base) / 100;
    const rebate = Math.min(
      (value * rule.women.points) / 100,
      rule.women.maxRebate ?? Number.POSITIVE_INFINITY,
    );
    const duty = Math.round(full - rebate);
    return { rate: Math.round((duty / value) * 10000) / 100, duty };
  }
  return { rate: base, duty: Math.round((value * base) / 100) };
}

function registrationFor(rule: StateRule, value: number, buyer: Buyer): number {
  const r = rule.registration;
  if (buyer === "woman" && r.womenExempt) return 0;
  const fee = Math.min((value * r.rate) / 100, r.cap ?? Number.POSITIVE_INFINITY);
  return Math.round(fee + (r.fixed ?? 0));
}

/** Charges on buying a property of `value` rupees in `state`; null for a state we have no rates for. */
export function stampDuty(state: string, value: number, buyer: Buyer): StampDutyResult | null {
  const rule = stampDutyRule(state);
  if (!rule || !Number.isFinite(value) || value <= 0) return null;
  const { rate, duty } = dutyFor(rule, value, buyer);
  const registration = registrationFor(rule, value, buyer);
  const man = dutyFor(rule, value, "man").duty + registrationFor(rule, value, "man");
  const womanTotal = dutyFor(rule, value, "woman").duty + registrationFor(rule, value, "woman");
  return {
    state: rule.state,
    dutyRate: rate,
    stampDuty: duty,
    registration,
    total: duty + registration,
    womenSaving: Math.max(0, man - womanTotal),
    rule,
  };
}
