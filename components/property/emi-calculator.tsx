"use client";

import { useId, useState } from "react";
import {
  EmiCalculatorView,
  emiStart,
  type EmiFields,
} from "@/components/property/emi-calculator-view";

/**
 * EMI calculator for sale listings: loan amount, rate and tenure → monthly instalment. It loads
 * when the visitor first reaches for it (emi-calculator-on-use.tsx): `initial` is what they had
 * typed into its first look by then.
 */
export function EmiCalculator({
  price,
  initial = {},
}: {
  price: number;
  initial?: Partial<Record<string, string>>;
}) {
  const id = useId();
  const [values, setValues] = useState<EmiFields>(() => {
    const start = emiStart(price);
    return {
      principal: initial.principal ?? start.principal,
      rate: initial.rate ?? start.rate,
      years: initial.years ?? start.years,
    };
  });
  return (
    <EmiCalculatorView
      id={id}
      values={values}
      onChange={(name, value) => setValues((was) => ({ ...was, [name]: value }))}
    />
  );
}
