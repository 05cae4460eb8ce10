/**
 * What a listing page says about its price history. Pure and isomorphic.
 */
import type { PricePoint } from "./price-history-types";

export type PriceReduction = { by: number; at: string };

/** The latest change, when it was a reduction ("Price reduced by ₹X on <date>"). */
export function latestReduction(points: PricePoint[]): PriceReduction | null {
  if (points.length < 2) return null;
  const last = points[points.length - 1];
  const before = points[points.length - 2];
  return last.price < before.price ? { by: before.price - last.price, at: last.at } : null;
}

/** Chart geometry: each point's x (time) and y (price) scaled into a width × height box. */
export function chartPoints(
  points: PricePoint[],
  width: number,
  height: number,
  pad = 8,
): { x: number; y: number }[] {
  if (points.length === 0) return [];
  const times = points.map((p) => new Date(p.at).getTime());
  const prices = points.map((p) => p.price);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [p0, p1] = [Math.min(...prices), Math.max(...prices)];
  const sx = (t: number) =>
    t1 === t0 ? width / 2 : pad + ((t - t0) / (t1 - t0)) * (width - 2 * pad);
  const sy = (p: number) =>
    p1 === p0 ? height / 2 : pad + ((p1 - p) / (p1 - p0)) * (height - 2 * pad);
  return points.map((p, i) => ({
    x: Math.round(sx(times[i]) * 10) / 10,
    y: Math.round(sy(p.price) * 10) / 10,
  }));
}
