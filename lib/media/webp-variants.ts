import "server-only";
import sharp from "sharp";
import { MEDIA_WIDTHS, type MediaWidth } from "@/lib/media/image-urls";

export type WebpVariant = { width: MediaWidth; height: number; data: Buffer };

/** 4:3, the shape of every generated demo photo. */
export const SEED_ASPECT = 3 / 4;

/**
 * Renders an SVG once at the largest width and encodes it as WebP in every stored width
 * (metadata stripped, as for uploads).
 */
export async function renderWebpVariants(svg: string, quality = 78): Promise<WebpVariant[]> {
  const largest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(largest, Math.round(largest * SEED_ASPECT), { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Promise.all(
    MEDIA_WIDTHS.map(async (width) => {
      const height = Math.round(width * SEED_ASPECT);
      const out = await sharp(data, {
        raw: { width: info.width, height: info.height, channels: info.channels },
      })
        .resize(width, height)
        .webp({ quality, effort: 0 })
        .toBuffer();
      return { width, height, data: out };
    }),
  );
}
