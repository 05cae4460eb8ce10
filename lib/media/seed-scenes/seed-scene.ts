/**
 * Builds one generated demo photo as SVG: a scene per category (apartment towers, houses,
 * plots, office towers, shop fronts, warehouses) under a sky whose time of day, colours and
 * layout come from a seeded random stream, so image N of a category is the same on every run.
 */
import { rngFor } from "@/lib/db/seed/prng";
import { apartments, houses } from "./residential";
import { offices, shops, warehouses } from "./commercial";
import { plot } from "./land";
import {
  bush,
  drawGround,
  drawHorizon,
  drawSky,
  pickSky,
  rect,
  lit,
  svgDocument,
  tree,
} from "./scene-kit";

export const SCENE_CATEGORIES = [
  "apartment",
  "house",
  "plot",
  "office",
  "shop",
  "warehouse",
] as const;
export type SceneCategory = (typeof SCENE_CATEGORIES)[number];

/** How many generated photos each category has (about a hundred in all). */
export const SEED_POOL_SIZE: Readonly<Record<SceneCategory, number>> = {
  apartment: 20,
  house: 20,
  plot: 20,
  office: 20,
  shop: 20,
  warehouse: 12,
};

/** `seed/<category>-<nn>`: files are `seed/<category>-<nn>-<width>.webp` under UPLOAD_DIR. */
export function seedImageKey(category: SceneCategory, variant: number): string {
  return `seed/${category}-${String(variant + 1).padStart(2, "0")}`;
}

export function buildSeedScene(
  category: SceneCategory,
  variant: number,
  width: number,
  height: number,
): string {
  const rng = rngFor(`scene:${category}`, variant);
  const sky = pickSky(rng);
  const horizon = rng.int(560, 640);
  const baseY = rng.int(740, 770);
  const parts = [drawSky(rng, sky)];
  switch (category) {
    case "apartment":
      parts.push(
        drawHorizon(rng, sky, horizon, rng.chance(0.5) ? "skyline" : "hills"),
        drawGround(rng, sky, horizon, true),
      );
      parts.push(apartments(rng, sky, baseY));
      for (let i = 0; i < rng.int(2, 5); i++)
        parts.push(tree(rng, sky, rng.int(20, 1180), baseY + 10, rng.float(0.8, 1.2)));
      break;
    case "house":
      parts.push(drawHorizon(rng, sky, horizon, "hills"), drawGround(rng, sky, horizon, true));
      for (let i = 0; i < rng.int(1, 3); i++)
        parts.push(tree(rng, sky, rng.int(20, 1180), baseY - 40, rng.float(0.9, 1.4)));
      parts.push(houses(rng, sky, baseY));
      for (let i = 0; i < rng.int(3, 7); i++) parts.push(bush(rng, sky, rng.int(10, 1160), baseY));
      break;
    case "plot":
      parts.push(
        drawHorizon(rng, sky, horizon - 80, "hills"),
        drawGround(rng, sky, horizon - 80, false),
      );
      parts.push(plot(rng, sky, horizon - 80));
      break;
    case "office":
      parts.push(drawHorizon(rng, sky, horizon, "skyline"), drawGround(rng, sky, horizon, true));
      parts.push(offices(rng, sky, baseY, `${variant}`));
      for (let i = 0; i < rng.int(2, 4); i++)
        parts.push(tree(rng, sky, rng.int(20, 1180), baseY + 8, 0.8));
      break;
    case "shop":
      parts.push(drawHorizon(rng, sky, horizon, "skyline"), drawGround(rng, sky, horizon, true));
      parts.push(shops(rng, sky, baseY));
      break;
    case "warehouse":
      parts.push(drawHorizon(rng, sky, horizon, "hills"), drawGround(rng, sky, horizon, false));
      parts.push(rect(0, baseY - 10, 1200, 900 - baseY + 10, lit("#a7a39a", sky)));
      parts.push(warehouses(rng, sky, baseY));
      break;
  }
  return svgDocument(parts.join(""), width, height);
}
