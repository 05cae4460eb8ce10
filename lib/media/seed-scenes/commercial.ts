/** Office glass towers, shop fronts and warehouses for the generated demo photos. */
import type { Rng } from "@/lib/db/seed/prng";
import { circle, line, lit, poly, rect, shade, type Sky } from "./scene-kit";

export function offices(rng: Rng, sky: Sky, baseY: number, id: string): string {
  const count = rng.int(1, 3);
  const glass = rng.pick([
    ["#5d8fb8", "#b7d3ea"],
    ["#3f6f8f", "#9cc3d8"],
    ["#4c7d7a", "#a9d1cb"],
    ["#50607e", "#aab8d4"],
  ]);
  const parts = [
    `<defs><linearGradient id="glass-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lit(glass[1], sky)}"/><stop offset="1" stop-color="${lit(glass[0], sky)}"/></linearGradient></defs>`,
  ];
  const slot = 1200 / count;
  for (let i = 0; i < count; i++) {
    const w = rng.int(180, Math.min(330, slot - 50));
    const x = i * slot + rng.int(25, Math.max(26, slot - w - 25));
    const h = rng.int(420, 700);
    const top = baseY - h;
    const slant = rng.chance(0.4) ? rng.int(30, 80) : 0;
    parts.push(
      poly(
        [
          [x, top + slant],
          [x + w, top],
          [x + w, baseY],
          [x, baseY],
        ],
        `url(#glass-${id})`,
      ),
    );
    const mullion = lit("#2e3a48", sky);
    for (let y = top + slant + 20; y < baseY - 60; y += 24) {
      parts.push(line(x, y, x + w, y, mullion, 1.5));
      if (rng.chance(sky.litWindows * 0.5))
        parts.push(rect(x + 4, y + 3, w - 8, 18, "#ffe3a3", 'fill-opacity="0.55"'));
    }
    for (let c = x + 30; c < x + w; c += 30)
      parts.push(line(c, top + slant, c, baseY - 60, mullion, 1));
    parts.push(rect(x + w * 0.3, baseY - 60, w * 0.4, 60, lit("#22303d", sky)));
    parts.push(rect(x + w * 0.2, baseY - 72, w * 0.6, 12, lit("#c9ced6", sky)));
  }
  parts.push(rect(0, baseY - 8, 1200, 8, lit("#b9b4aa", sky)));
  return parts.join("");
}

const SIGN_COLORS = [
  "#c0392b",
  "#1f6fb2",
  "#e67e22",
  "#27ae60",
  "#8e44ad",
  "#d35400",
  "#16a085",
  "#2c3e50",
];

export function shops(rng: Rng, sky: Sky, baseY: number): string {
  const storeys = rng.int(2, 3);
  const fronts = rng.int(3, 5);
  const x0 = rng.int(40, 120);
  const w = 1200 - x0 * 2;
  const frontW = w / fronts;
  const storeyH = 170;
  const top = baseY - storeys * storeyH;
  const facade = lit(rng.pick(["#e9dfcf", "#d8cbb6", "#f0e6d6", "#cdbfae"]), sky);
  const parts = [
    rect(x0, top, w, baseY - top, facade),
    rect(x0 - 10, top - 14, w + 20, 16, shade(facade, -0.2)),
  ];
  for (let s = 1; s < storeys; s++) {
    const y = top + (s - 1) * storeyH + 40;
    for (let k = 0; k < fronts * 2; k++) {
      const wx = x0 + 20 + k * (w / (fronts * 2));
      parts.push(
        rect(
          wx,
          y,
          w / (fronts * 2) - 40,
          80,
          lit(rng.chance(sky.litWindows) ? "#ffd27a" : "#9fb8cc", sky),
        ),
      );
    }
  }
  for (let k = 0; k < fronts; k++) {
    const fx = x0 + k * frontW;
    const signY = baseY - storeyH + 8;
    const color = lit(rng.pick(SIGN_COLORS), sky);
    parts.push(rect(fx + 8, signY, frontW - 16, 34, color));
    parts.push(
      rect(
        fx + 24,
        signY + 12,
        (frontW - 48) * rng.float(0.4, 0.8),
        10,
        "#ffffff",
        'fill-opacity="0.85"',
      ),
    );
    const awningY = signY + 40;
    const stripes = 8;
    for (let s = 0; s < stripes; s++) {
      const sx = fx + 8 + s * ((frontW - 16) / stripes);
      const sw = (frontW - 16) / stripes;
      parts.push(
        poly(
          [
            [sx, awningY],
            [sx + sw, awningY],
            [sx + sw + 4, awningY + 36],
            [sx + 4, awningY + 36],
          ],
          s % 2 ? "#ffffff" : color,
        ),
      );
    }
    const openY = awningY + 40;
    if (rng.chance(0.3)) {
      parts.push(rect(fx + 14, openY, frontW - 28, baseY - openY, lit("#9aa0a6", sky)));
      for (let y = openY + 6; y < baseY; y += 8)
        parts.push(line(fx + 14, y, fx + frontW - 14, y, lit("#7c8187", sky), 2));
    } else {
      parts.push(
        rect(
          fx + 14,
          openY,
          frontW - 28,
          baseY - openY,
          lit(sky.litWindows > 0.4 ? "#f6dc9b" : "#cfe0ea", sky),
        ),
      );
      for (let g = 0; g < 6; g++) {
        parts.push(
          rect(
            fx + 24 + g * ((frontW - 48) / 6),
            baseY - rng.int(30, 70),
            (frontW - 48) / 6 - 6,
            rng.int(20, 40),
            lit(rng.pick(SIGN_COLORS), sky),
            'fill-opacity="0.8"',
          ),
        );
      }
    }
  }
  parts.push(rect(0, baseY, 1200, 18, lit("#b8b1a3", sky)));
  return parts.join("");
}

export function warehouses(rng: Rng, sky: Sky, baseY: number): string {
  const x = rng.int(60, 200);
  const w = 1200 - x - rng.int(60, 200);
  const h = rng.int(200, 280);
  const top = baseY - h;
  const wall = lit(rng.pick(["#b8c2cc", "#c9c3b4", "#a9b7a8", "#d1d5db", "#9fb3c8"]), sky);
  const roof = lit(rng.pick(["#6b7785", "#7a6a5a", "#4f6272", "#8c3b32"]), sky);
  const parts = [
    rect(x, top, w, h, wall),
    poly(
      [
        [x - 20, top],
        [x + w / 2, top - rng.int(50, 90)],
        [x + w + 20, top],
      ],
      roof,
    ),
  ];
  for (let c = x + 10; c < x + w; c += 14)
    parts.push(line(c, top, c, baseY, shade(wall, -0.12), 2));
  const doors = rng.int(2, 4);
  for (let d = 0; d < doors; d++) {
    const dx = x + 60 + d * ((w - 120) / doors);
    const dw = Math.min(150, (w - 120) / doors - 40);
    parts.push(rect(dx, baseY - 150, dw, 150, lit("#8b939c", sky)));
    for (let y = baseY - 146; y < baseY; y += 10)
      parts.push(line(dx, y, dx + dw, y, lit("#6f767e", sky), 2));
  }
  parts.push(rect(x, baseY - 20, w, 20, lit("#9d978c", sky)));
  if (rng.chance(0.7)) parts.push(truck(rng, sky, rng.int(80, 800), baseY + 60));
  return parts.join("");
}

function truck(rng: Rng, sky: Sky, x: number, baseY: number): string {
  const body = lit(rng.pick(["#e4e4e4", "#2f6db3", "#c0392b", "#f1c40f"]), sky);
  return [
    rect(x, baseY - 110, 240, 100, body),
    rect(x + 240, baseY - 80, 80, 70, lit("#34495e", sky)),
    rect(x + 262, baseY - 72, 44, 28, lit("#a9cce3", sky)),
    circle(x + 50, baseY - 8, 20, "#222"),
    circle(x + 200, baseY - 8, 20, "#222"),
    circle(x + 280, baseY - 8, 20, "#222"),
  ].join("");
}
