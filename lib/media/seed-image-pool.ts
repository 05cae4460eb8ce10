import "server-only";
import { access, mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { MEDIA_WIDTHS, type MediaWidth } from "@/lib/media/image-urls";
import {
  buildSeedScene,
  SCENE_CATEGORIES,
  SEED_POOL_SIZE,
  seedImageKey,
  type SceneCategory,
} from "@/lib/media/seed-scenes/seed-scene";
import { renderWebpVariants, SEED_ASPECT } from "@/lib/media/webp-variants";

export type SeedImage = { category: SceneCategory; variant: number; storageKey: string };

export function seedImagePool(): SeedImage[] {
  return SCENE_CATEGORIES.flatMap((category) =>
    Array.from({ length: SEED_POOL_SIZE[category] }, (_, variant) => ({
      category,
      variant,
      storageKey: seedImageKey(category, variant),
    })),
  );
}

export const seedImageHeight = (width: MediaWidth) => Math.round(width * SEED_ASPECT);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Writes every pool photo that is not on disk yet (all three widths), a few at a time.
 * Returns how many photos were generated.
 */
export async function ensureSeedImagePool(
  uploadDir: string,
  log?: (m: string) => void,
): Promise<number> {
  const root = path.resolve(uploadDir);
  await mkdir(path.join(root, "seed"), { recursive: true });
  const pending: SeedImage[] = [];
  for (const image of seedImagePool()) {
    const files = MEDIA_WIDTHS.map((w) => path.join(root, `${image.storageKey}-${w}.webp`));
    if (!(await Promise.all(files.map(exists))).every(Boolean)) pending.push(image);
  }
  if (pending.length === 0) return 0;
  log?.(`seed: generating ${pending.length} demo photos in ${root}/seed`);
  const queue = [...pending];
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      const largest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];
      const svg = buildSeedScene(image.category, image.variant, largest, seedImageHeight(largest));
      for (const variant of await renderWebpVariants(svg)) {
        const file = path.join(root, `${image.storageKey}-${variant.width}.webp`);
        const temp = `${file}.${process.pid}.tmp`;
        await writeFile(temp, variant.data);
        await rename(temp, file);
      }
    }
  };
  await Promise.all(Array.from({ length: 3 }, worker));
  return pending.length;
}
