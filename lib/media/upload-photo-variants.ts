/**
 * Stored photos come in three WebP widths: `<key>-480.webp`, `<key>-960.webp`, `<key>-1440.webp`.
 * Rows keep the URL of the largest; these helpers derive the others. Isomorphic.
 */
export const PHOTO_WIDTHS = [480, 960, 1440] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

const VARIANT_SUFFIX = /-(480|960|1440)\.webp(\?.*)?$/;

/** The URL of another width of the same photo (unchanged when the URL is not a variant). */
export function photoVariantUrl(url: string, width: PhotoWidth): string {
  return url.replace(VARIANT_SUFFIX, `-${width}.webp$2`);
}

/** `srcset` for an <img>, e.g. "…-480.webp 480w, …-960.webp 960w, …-1440.webp 1440w". */
export function photoSrcSet(url: string): string | undefined {
  if (!VARIANT_SUFFIX.test(url)) return undefined;
  return PHOTO_WIDTHS.map((w) => `${photoVariantUrl(url, w)} ${w}w`).join(", ");
}
