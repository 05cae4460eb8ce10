/**
 * URLs of stored images. Every image is kept as WebP in three widths next to each other:
 * `<storageKey>-<width>.webp` under the upload directory, served by /media/….
 * Isomorphic: no server imports.
 */
export const MEDIA_WIDTHS = [480, 960, 1440] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The width used for `property_media.url` and cards. */
export const DEFAULT_MEDIA_WIDTH: MediaWidth = 960;

/** `/media/<storageKey>-<width>.webp`. */
export function mediaUrl(storageKey: string, width: MediaWidth = DEFAULT_MEDIA_WIDTH): string {
  return `/media/${storageKey}-${width}.webp`;
}

/** A `srcset` with every stored width, e.g. for `<img srcSet sizes>`. */
export function srcSet(storageKey: string): string {
  return MEDIA_WIDTHS.map((w) => `${mediaUrl(storageKey, w)} ${w}w`).join(", ");
}

/** The storage key of a `/media/<key>-<width>.webp` URL, or null for any other URL. */
export function storageKeyFromUrl(url: string): string | null {
  const match = /^\/media\/(.+)-(\d+)\.webp$/.exec(url);
  return match && (MEDIA_WIDTHS as readonly number[]).includes(Number(match[2])) ? match[1] : null;
}
