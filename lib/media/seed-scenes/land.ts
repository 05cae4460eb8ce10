/** Open plots and land with fences, boundary stones and trees for the generated demo photos. */
import type { Rng } from "@/lib/db/seed/prng";
import { line, lit, poly, rect, tree, type Sky } from "./scene-kit";

export function plot(rng: Rng, sky: Sky, horizon: number): string {
  const soil = lit(rng.pick(["#c4a27a", "#b8946a", "#a88a64", "#cdb38e", "#9c7b55"]), sky);
  const nearY = 880;
  const farY = horizon + rng.int(60, 120);
  const farL = rng.int(260, 420);
  const farR = 1200 - rng.int(260, 420);
  const nearL = rng.int(20, 120);
  const nearR = 1200 - rng.int(20, 120);
  const parts = [
    poly(
      [
        [farL, farY],
        [farR, farY],
        [nearR, nearY],
        [nearL, nearY],
      ],
      soil,
    ),
  ];
  for (let i = 0; i < 40; i++) {
    const t = rng.next();
    const y = farY + (nearY - farY) * t;
    const half = (farR - farL + (nearR - nearL - (farR - farL)) * t) / 2;
    const cx = 600 + rng.float(-half, half) * 0.9;
    parts.push(rect(cx, y, 6 + 10 * t, 3 + 3 * t, lit("#7e9f55", sky), 'fill-opacity="0.7"'));
  }
  const fence = lit(rng.pick(["#e8e2d6", "#7a5a3c", "#9a9a9a"]), sky);
  const sides: [number, number, number, number][] = [
    [farL, farY, nearL, nearY],
    [farR, farY, nearR, nearY],
    [farL, farY, farR, farY],
  ];
  for (const [x1, y1, x2, y2] of sides) {
    const posts = 10;
    for (let p = 0; p <= posts; p++) {
      const t = p / posts;
      const x = x1 + (x2 - x1) * t;
      const y = y1 + (y2 - y1) * t;
      const h = 18 + 40 * ((y - farY) / (nearY - farY));
      parts.push(rect(x - 2 - h * 0.05, y - h, 4 + h * 0.1, h, fence));
    }
    for (const k of [0.35, 0.7]) {
      const h1 = 18 * k;
      const h2 = (18 + 40 * ((y2 - farY) / (nearY - farY))) * k;
      parts.push(line(x1, y1 - h1 - 8, x2, y2 - h2 - 12, fence, 1.5));
    }
  }
  for (let t = 0; t < rng.int(3, 7); t++)
    parts.push(tree(rng, sky, rng.int(20, 1180), farY + rng.int(-10, 10), rng.float(0.6, 1)));
  if (rng.chance(0.6)) {
    const sx = rng.int(nearL + 60, nearR - 160);
    parts.push(rect(sx + 48, nearY - 200, 8, 200, lit("#5d4a36", sky)));
    parts.push(
      rect(sx, nearY - 240, 110, 64, lit("#f5f1e6", sky)),
      rect(sx + 6, nearY - 234, 98, 12, lit("#c0392b", sky)),
    );
    for (let r = 0; r < 3; r++)
      parts.push(rect(sx + 12, nearY - 214 + r * 12, 60 + (r % 2) * 20, 5, lit("#555", sky)));
  }
  return parts.join("");
}
