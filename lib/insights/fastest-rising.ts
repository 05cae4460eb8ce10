/**
 * "Fastest rising over 12 months": the localities whose median asking price went up, most first.
 * A locality whose price fell (or stood still) is not rising, so it is never listed. Pure.
 */
export function fastestRising<L extends { name: string; saleChange: number | null }>(
  localities: readonly L[],
  count = 5,
): (L & { saleChange: number })[] {
  return localities
    .filter((l): l is L & { saleChange: number } => l.saleChange !== null && l.saleChange > 0)
    .sort((a, b) => b.saleChange - a.saleChange || a.name.localeCompare(b.name, "en"))
    .slice(0, count);
}
