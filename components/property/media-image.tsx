"use client";

import Image, { type ImageLoader, type ImageProps } from "next/image";

/** Stored photos exist as WebP in these widths: `<key>-<width>.webp` under /media. */
const STORED_WIDTHS = [480, 960, 1440] as const;
const STORED = /^(\/media\/.+)-(\d+)\.webp$/;

/**
 * Picks the smallest stored width that covers what the browser asks for, so photos are served
 * straight from storage (already WebP, already resized) instead of being re-encoded per request.
 * Other URLs are returned unchanged.
 */
export const mediaLoader: ImageLoader = ({ src, width }) => {
  const match = STORED.exec(src);
  if (!match || !(STORED_WIDTHS as readonly number[]).includes(Number(match[2]))) return src;
  const best = STORED_WIDTHS.find((w) => w >= width) ?? STORED_WIDTHS[STORED_WIDTHS.length - 1];
  return `${match[1]}-${best}.webp`;
};

/** next/image for listing photos (uses {@link mediaLoader}). */
export function MediaImage({ alt, ...props }: Omit<ImageProps, "loader">) {
  return <Image alt={alt} {...props} loader={mediaLoader} />;
}
