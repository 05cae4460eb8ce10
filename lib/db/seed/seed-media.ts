/** property_media rows and project galleries that point at the generated photo pool. */
import type { propertyMedia } from "@/lib/db/schema";
import { DEFAULT_MEDIA_WIDTH, mediaUrl } from "@/lib/media/image-urls";
import { seedImageKey, type SceneCategory } from "@/lib/media/seed-scenes/seed-scene";

export type PropertyMediaInsert = typeof propertyMedia.$inferInsert;

const HEIGHT = Math.round((DEFAULT_MEDIA_WIDTH * 3) / 4);

/** One row per photo; the first is the cover. Width and height describe `url` (the 960 px file). */
export function mediaRowsFor(
  propertyId: number,
  title: string,
  media: { category: SceneCategory; variants: number[] },
  createdAt: Date,
): PropertyMediaInsert[] {
  return media.variants.map((variant, position) => {
    const storageKey = seedImageKey(media.category, variant);
    return {
      propertyId,
      storageKey,
      url: mediaUrl(storageKey),
      width: DEFAULT_MEDIA_WIDTH,
      height: HEIGHT,
      position,
      isCover: position === 0,
      alt: `${title} — photo ${position + 1}`,
      createdAt,
    };
  });
}

/** Cover and gallery URLs (960 px) for a project. */
export function projectImages(
  category: SceneCategory,
  variants: readonly number[],
): { coverUrl: string; gallery: string[] } {
  const urls = variants.map((v) => mediaUrl(seedImageKey(category, v)));
  return { coverUrl: urls[0], gallery: urls };
}
