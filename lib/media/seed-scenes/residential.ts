/** Apartment towers and independent houses for the generated demo photos. */
import type { Rng } from "@/lib/db/seed/prng";
import { circle, line, lit, poly, rect, shade, type Sky } from "./scene-kit";

const FACADES = [
  "#efe6d8",
  "#e8d5b9",
  "#d9c3a5",
  "#f2efe9",
  "#d7dde3",
  "#e9c9a8",
  "#cfd8c8",
  "#f0d9c4",
  "#c8b8a6",
];
const ACCENTS = ["#b5523b", "#8c5a3c", "#4f6d7a", "#7a8c5a", "#a3643f", "#5b6b8c", "#9b3f3f"];

function windowColor(rng: Rng, sky: Sky): string {
  if (rng.chance(sky.litWindows)) return rng.pick(["#ffd27a", "#ffe3a3", "#ffc861"]);
  return lit(rng.pick(["#8fb3cf", "#a7c4da", "#7d9db8", "#b9d0e0"]), sky);
}

/** One residential tower standing on `baseY`. */
function tower(rng: Rng, sky: Sky, x: number, baseY: number, w: number, floors: number): string {
  const floorH = rng.int(26, 34);
  const h = floors * floorH + 24;
  const top = baseY - h;
  const facade = lit(rng.pick(FACADES), sky);
  const accent = lit(rng.pick(ACCENTS), sky);
  const cols = Math.max(3, Math.floor(w / rng.int(38, 52)));
  const colW = w / cols;
  const parts = [
    rect(x, top, w, h, facade),
    rect(x + w - w * 0.12, top, w * 0.12, h, shade(facade, -0.12)),
    rect(x - 6, top - 10, w + 12, 12, shade(facade, -0.2)),
    rect(x + w * 0.15, top - 34, w * 0.22, 24, lit("#9aa3ad", sky)),
    rect(x + w * 0.45, top - 40, 10, 30, accent),
  ];
  for (let f = 0; f < floors; f++) {
    const y = top + 16 + f * floorH;
    parts.push(rect(x, y + floorH - 5, w, 4, shade(facade, -0.18)));
    for (let c = 0; c < cols; c++) {
      parts.push(
        rect(x + c * colW + colW * 0.2, y + 4, colW * 0.6, floorH * 0.55, windowColor(rng, sky)),
      );
    }
  }
  const stripe = rng.int(0, cols - 1);
  parts.push(
    rect(
      x + stripe * colW + colW * 0.05,
      top + 12,
      colW * 0.12,
      h - 12,
      accent,
      'fill-opacity="0.8"',
    ),
  );
  parts.push(rect(x + w / 2 - 22, baseY - 44, 44, 44, lit("#3d3a36", sky)));
  return parts.join("");
}

export function apartments(rng: Rng, sky: Sky, baseY: number): string {
  const count = rng.int(1, 3);
  const parts: string[] = [];
  const slot = 1200 / count;
  for (let i = 0; i < count; i++) {
    const w = rng.int(count === 1 ? 300 : 210, Math.min(count === 1 ? 460 : 360, slot - 50));
    const x = i * slot + rng.int(25, Math.max(26, slot - w - 25));
    parts.push(tower(rng, sky, x, baseY, w, rng.int(count === 1 ? 12 : 9, 20)));
  }
  parts.push(rect(0, baseY - 26, 1200, 26, lit(rng.pick(["#d8cfc0", "#c9c1b4", "#e3dccf"]), sky)));
  for (let x = 0; x < 1200; x += 60) parts.push(rect(x, baseY - 30, 50, 4, lit("#b8ae9f", sky)));
  return parts.join("");
}

/** One or two independent houses with pitched roofs, a gate and a garden. */
export function houses(rng: Rng, sky: Sky, baseY: number): string {
  const count = rng.chance(0.35) ? 2 : 1;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const w = count === 1 ? rng.int(420, 560) : rng.int(300, 400);
    const x = count === 1 ? rng.int(200, 1200 - w - 200) : 80 + i * 560 + rng.int(0, 80);
    parts.push(house(rng, sky, x, baseY, w));
  }
  const wall = lit(rng.pick(["#e6ddd0", "#d7c7b0", "#cfc6bb"]), sky);
  parts.push(rect(0, baseY - 50, 1200, 50, wall), rect(0, baseY - 56, 1200, 8, shade(wall, -0.15)));
  const gateX = rng.int(120, 980);
  parts.push(rect(gateX, baseY - 70, 110, 70, lit("#3e3f44", sky)));
  for (let g = 0; g < 9; g++)
    parts.push(
      line(gateX + 8 + g * 12, baseY - 66, gateX + 8 + g * 12, baseY - 4, lit("#6d6f76", sky), 3),
    );
  return parts.join("");
}

function house(rng: Rng, sky: Sky, x: number, baseY: number, w: number): string {
  const storeys = rng.int(1, 2);
  const storeyH = rng.int(120, 150);
  const h = storeys * storeyH;
  const top = baseY - h;
  const facade = lit(rng.pick(FACADES), sky);
  const roof = lit(rng.pick(["#a4452f", "#7c3b2a", "#5a5f6b", "#8a4b32", "#3f5a4f"]), sky);
  const roofH = rng.int(80, 130);
  const parts = [rect(x, top, w, h, facade), rect(x, top, w, 10, shade(facade, -0.15))];
  if (rng.chance(0.7)) {
    parts.push(
      poly(
        [
          [x - 30, top],
          [x + w / 2, top - roofH],
          [x + w + 30, top],
        ],
        roof,
      ),
    );
  } else {
    parts.push(
      poly(
        [
          [x - 30, top],
          [x + w * 0.3, top - roofH],
          [x + w + 30, top - roofH * 0.35],
          [x + w + 30, top],
        ],
        roof,
      ),
    );
  }
  parts.push(rect(x + w * 0.72, top - roofH * 0.75, 26, roofH * 0.5, shade(roof, -0.2)));
  for (let s = 0; s < storeys; s++) {
    const y = top + s * storeyH + 30;
    const windows = rng.int(2, 4);
    for (let k = 0; k < windows; k++) {
      const wx = x + 30 + k * ((w - 60) / windows);
      if (s === storeys - 1 && k === 1) continue;
      parts.push(
        rect(wx, y, 64, 56, lit("#f4efe6", sky)),
        rect(wx + 5, y + 5, 54, 46, windowColor(rng, sky)),
      );
      parts.push(line(wx + 32, y + 5, wx + 32, y + 51, lit("#f4efe6", sky), 3));
    }
    if (s > 0) parts.push(rect(x - 10, top + s * storeyH - 6, w + 20, 8, shade(facade, -0.2)));
  }
  const doorX = x + w * 0.42;
  parts.push(
    rect(doorX, baseY - 92, 58, 92, lit(rng.pick(["#6b3e26", "#4a3426", "#7a4b2c"]), sky)),
  );
  parts.push(circle(doorX + 48, baseY - 46, 3, lit("#d9b45a", sky)));
  return parts.join("");
}
