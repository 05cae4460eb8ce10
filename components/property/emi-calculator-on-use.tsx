"use client";

import { useLoadOnUse } from "@/components/ui/use-load-on-use";

const loadCalculator = () => import("@/components/property/emi-calculator");

/**
 * The EMI calculator: its first look (`children`, rendered on the server with the listing's
 * starting values) until the visitor reaches for it, then the live calculator, whose code loads
 * only then, with what they typed carried over.
 */
export function EmiCalculatorOnUse({
  price,
  children,
}: {
  price: number;
  children: React.ReactNode;
}) {
  const { live, triggers } = useLoadOnUse(loadCalculator);
  if (!live) return <div {...triggers}>{children}</div>;
  const { EmiCalculator } = live.module;
  return (
    <div {...triggers}>
      <EmiCalculator price={price} initial={live.carried.values} />
    </div>
  );
}
