import type { ImageLoader } from "next/image";
import { MEDIA_WIDTHS, mediaUrl, storageKeyFromUrl } from "@/lib/media/image-urls";

/**
 * Picks the smallest stored width that covers what the browser asks for, so photos are served
 * straight from storage (already WebP, already resized) instead of being re-encoded per request.
 * Other URLs are returned unchanged.
 */
export const mediaLoader: ImageLoader = ({ src, width }) => {
  const key = storageKeyFromUrl(src);
  if (!key) return src;
  return mediaUrl(
    key,
    MEDIA_WIDTHS.find((w) => w >= width) ?? MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1],
  );
};
