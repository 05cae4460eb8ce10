"use client";

import Image, { type ImageLoader, type ImageProps } from "next/image";
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

/** next/image for listing photos (uses {@link mediaLoader}). */
export function MediaImage({ alt, ...props }: Omit<ImageProps, "loader">) {
  return <Image alt={alt} {...props} loader={mediaLoader} />;
}

/** What a card's photo fills on each screen (results and home grids). */
const CARD_SIZES = {
  listing: "(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 360px",
  project: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
} as const;

/**
 * A card's cover photo filling its frame. The sizes and class live here, so a page with many
 * cards sends only each photo's address and text.
 */
export function CardImage({
  src,
  alt,
  card,
  priority,
}: {
  src: string;
  alt: string;
  card: keyof typeof CARD_SIZES;
  /** Above the fold: load at once. */
  priority?: boolean;
}) {
  return (
    <MediaImage
      src={src}
      alt={alt}
      fill
      sizes={CARD_SIZES[card]}
      className="object-cover"
      priority={priority}
    />
  );
}
