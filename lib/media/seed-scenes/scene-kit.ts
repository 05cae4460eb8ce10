/**
 * Drawing primitives for the generated demo photos: skies by time of day, sun, clouds, hills,
 * ground, trees. Everything is plain SVG in a 1200 × 900 view box (4:3).
 */
import type { Rng } from "@/lib/db/seed/prng";

export const VIEW_W = 1200;
export const VIEW_H = 900;

export type TimeOfDay = "morning" | "noon" | "golden" | "dusk" | "night" | "overcast";

export type Sky = { time: TimeOfDay; stops: readonly string[]; light: number; litWindows: number };

const SKIES: Readonly<Record<TimeOfDay, Omit<Sky, "time">>> = {
  morning: { stops: ["#7fb8f0", "#bcdcf7", "#ffe0c4"], light: 0.95, litWindows: 0.05 },
  noon: { stops: ["#3f86d6", "#7fb7ec", "#cfe8fb"], light: 1, litWindows: 0 },
  golden: { stops: ["#5f7fc9", "#f2b06b", "#f7c98f"], light: 0.85, litWindows: 0.2 },
  dusk: { stops: ["#262a66", "#9b4f88", "#f08a5d"], light: 0.6, litWindows: 0.55 },
  night: { stops: ["#070f2b", "#16295a", "#2f4a7d"], light: 0.4, litWindows: 0.7 },
  overcast: { stops: ["#98a4b3", "#bfc8d3", "#e1e6ec"], light: 0.8, litWindows: 0.08 },
};

export function pickSky(rng: Rng): Sky {
  const time = rng.weighted<TimeOfDay>([
    ["morning", 3],
    ["noon", 4],
    ["golden", 3],
    ["dusk", 2],
    ["night", 1],
    ["overcast", 1],
  ]);
  return { time, ...SKIES[time] };
}

/** Darkens (amount < 0) or lightens (> 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.max(0, Math.min(255, Math.round(v)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, "0")).join("")}`;
}

/** Applies the scene's light level to a colour. */
export const lit = (hex: string, sky: Sky) => (sky.light >= 1 ? hex : shade(hex, sky.light - 1));

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

export const poly = (points: readonly (readonly [number, number])[], fill: string, extra = "") =>
  `<polygon points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ")}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2) =>
  `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${stroke}" stroke-width="${width}"/>`;

/** Sky gradient, sun or moon (and stars at night), a few clouds. */
export function drawSky(rng: Rng, sky: Sky): string {
  const [top, mid, bottom] = sky.stops;
  const parts = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.55" stop-color="${mid}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    rect(0, 0, VIEW_W, VIEW_H, "url(#sky)"),
  ];
  if (sky.time === "night") {
    for (let i = 0; i < 60; i++)
      parts.push(
        circle(
          rng.int(0, VIEW_W),
          rng.int(0, 420),
          rng.float(0.8, 2.2),
          "#ffffff",
          `fill-opacity="${rng.float(0.4, 0.9).toFixed(2)}"`,
        ),
      );
    parts.push(circle(rng.int(150, 1050), rng.int(90, 200), 34, "#f4f1de"));
  } else if (sky.time !== "overcast") {
    const low = sky.time === "golden" || sky.time === "dusk" || sky.time === "morning";
    const sunColor = sky.time === "noon" ? "#fff6c8" : sky.time === "dusk" ? "#ffb36b" : "#ffd58a";
    const cx = rng.int(120, 1080);
    const cy = low ? rng.int(330, 470) : rng.int(80, 200);
    parts.push(circle(cx, cy, 90, sunColor, 'fill-opacity="0.25"'), circle(cx, cy, 46, sunColor));
  }
  const clouds = sky.time === "overcast" ? rng.int(6, 9) : rng.int(1, 5);
  for (let i = 0; i < clouds; i++) parts.push(cloud(rng, sky));
  return parts.join("");
}

function cloud(rng: Rng, sky: Sky): string {
  const x = rng.int(-60, VIEW_W - 100);
  const y = rng.int(40, 330);
  const s = rng.float(0.6, 1.5);
  const color =
    sky.time === "dusk"
      ? "#e9a99e"
      : sky.time === "night"
        ? "#2c3d66"
        : sky.time === "overcast"
          ? "#e8ecf1"
          : sky.time === "golden"
            ? "#fbe3c8"
            : "#f7fafd";
  const blobs = [
    [0, 0, 38],
    [40, -18, 46],
    [88, -6, 40],
    [124, 8, 30],
    [60, 14, 40],
  ].map(([dx, dy, r]) => circle(x + dx * s, y + dy * s, r * s, color));
  return blobs.join("");
}

/** Rolling hills or a far skyline on the horizon. */
export function drawHorizon(
  rng: Rng,
  sky: Sky,
  horizon: number,
  kind: "hills" | "skyline",
): string {
  if (kind === "hills") {
    const color = lit(rng.pick(["#7a9a6a", "#6d8b72", "#8aa27a", "#93a0b3"]), sky);
    const pts: [number, number][] = [[0, horizon]];
    for (let x = 0; x <= VIEW_W; x += 100) pts.push([x, horizon - rng.int(30, 120)]);
    pts.push([VIEW_W, horizon]);
    return poly(pts, color, 'fill-opacity="0.55"');
  }
  const color = lit(sky.time === "night" ? "#1d2a4a" : "#8d99ad", sky);
  const parts: string[] = [];
  for (let x = 0; x < VIEW_W;) {
    const w = rng.int(40, 110);
    const h = rng.int(60, 220);
    parts.push(rect(x, horizon - h, w, h, color, 'fill-opacity="0.45"'));
    x += w + rng.int(0, 20);
  }
  return parts.join("");
}

/** Ground from the horizon down, with an optional road in front. */
export function drawGround(rng: Rng, sky: Sky, horizon: number, road: boolean): string {
  const grass = lit(rng.pick(["#6fa35a", "#7fae5e", "#5d9450", "#8db36a"]), sky);
  const parts = [rect(0, horizon, VIEW_W, VIEW_H - horizon, grass)];
  if (road) {
    const roadTop = VIEW_H - rng.int(90, 130);
    parts.push(rect(0, roadTop - 14, VIEW_W, 14, lit("#c9c3b6", sky)));
    parts.push(rect(0, roadTop, VIEW_W, VIEW_H - roadTop, lit("#5b5e66", sky)));
    for (let x = 20; x < VIEW_W; x += 120)
      parts.push(
        rect(
          x,
          roadTop + (VIEW_H - roadTop) / 2 - 4,
          60,
          8,
          lit("#f1f1f1", sky),
          'fill-opacity="0.8"',
        ),
      );
  }
  return parts.join("");
}

/** A round-canopy tree standing on `baseY`. */
export function tree(rng: Rng, sky: Sky, x: number, baseY: number, scale = 1): string {
  const h = rng.int(70, 140) * scale;
  const r = rng.int(32, 58) * scale;
  const leaf = lit(rng.pick(["#3f7d3a", "#4d8f3f", "#2f6b38", "#5a9a45", "#6b8e23"]), sky);
  return [
    rect(x - 6 * scale, baseY - h, 12 * scale, h, lit("#6b4a2f", sky)),
    circle(x, baseY - h - r * 0.4, r, leaf),
    circle(x - r * 0.6, baseY - h + r * 0.1, r * 0.7, shade(leaf, -0.1)),
    circle(x + r * 0.6, baseY - h + r * 0.05, r * 0.75, shade(leaf, 0.08)),
  ].join("");
}

export function bush(rng: Rng, sky: Sky, x: number, baseY: number): string {
  const leaf = lit(rng.pick(["#4f8a3c", "#3f7a36", "#6a9c48"]), sky);
  const r = rng.int(14, 26);
  return (
    circle(x, baseY - r * 0.6, r, leaf) + circle(x + r, baseY - r * 0.5, r * 0.8, shade(leaf, 0.1))
  );
}

/** Wraps the drawing in an <svg> of the given output size. */
export function svgDocument(body: string, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_W} ${VIEW_H}">${body}</svg>`;
}
