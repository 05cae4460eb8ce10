import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { MEDIA_WIDTHS } from "@/lib/media/image-urls";
import { ensureSeedImagePool, seedImagePool } from "@/lib/media/seed-image-pool";
import { buildSeedScene, SCENE_CATEGORIES } from "@/lib/media/seed-scenes/seed-scene";
import { renderWebpVariants } from "@/lib/media/webp-variants";

const isWebp = (b: Buffer) =>
  b.subarray(0, 4).toString("ascii") === "RIFF" && b.subarray(8, 12).toString("ascii") === "WEBP";

describe("generated demo photos", () => {
  it.each(SCENE_CATEGORIES)(
    "encodes a %s scene as WebP in 480, 960 and 1440 px",
    async (category) => {
      const variants = await renderWebpVariants(buildSeedScene(category, 0, 1440, 1080));
      expect(variants.map((v) => v.width)).toEqual([...MEDIA_WIDTHS]);
      for (const v of variants) {
        expect(isWebp(v.data)).toBe(true);
        const meta = await sharp(v.data).metadata();
        expect(meta.format).toBe("webp");
        expect([meta.width, meta.height]).toEqual([v.width, (v.width * 3) / 4]);
      }
    },
  );

  it("draws different scenes for different variants, the same for the same one", () => {
    expect(buildSeedScene("house", 1, 1440, 1080)).toBe(buildSeedScene("house", 1, 1440, 1080));
    expect(buildSeedScene("house", 1, 1440, 1080)).not.toBe(buildSeedScene("house", 2, 1440, 1080));
  });

  it("has about a hundred photos, twenty for the main categories", () => {
    const pool = seedImagePool();
    expect(pool.length).toBeGreaterThanOrEqual(100);
    expect(pool.filter((p) => p.category === "apartment")).toHaveLength(20);
    expect(new Set(pool.map((p) => p.storageKey)).size).toBe(pool.length);
  });

  it("writes the pool once and skips files already there", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "seed-pool-"));
    try {
      expect(await ensureSeedImagePool(dir)).toBe(seedImagePool().length);
      const files = readdirSync(path.join(dir, "seed"));
      expect(files).toHaveLength(seedImagePool().length * MEDIA_WIDTHS.length);
      expect(files).toContain("apartment-01-960.webp");
      expect(await ensureSeedImagePool(dir)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
