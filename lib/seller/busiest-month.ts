import type { MonthPoint } from "./dashboard-stats";

/**
 * The dashboard chart's heading for one series, from the same monthly numbers as its table:
 * "Views (busiest month: Mar, 12)", or "Views (none yet)" when every month is 0. (It used to
 * print the bar scale's floor of 1 as the busiest month while the table said 0 everywhere.)
 */
export function seriesHeading(
  label: string,
  data: readonly MonthPoint[],
  key: "views" | "enquiries",
): string {
  let busiest: MonthPoint | null = null;
  for (const point of data) {
    if (point[key] > 0 && (!busiest || point[key] > busiest[key])) busiest = point;
  }
  return busiest
    ? `${label} (busiest month: ${busiest.label}, ${busiest[key]})`
    : `${label} (none yet)`;
}
