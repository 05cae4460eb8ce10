/**
 * Stored photos come in three WebP widths beside each other (`<key>-480.webp`, `-960`, `-1440`;
 * see image-urls.ts). Rows keep the URL of the 960 px file; these helpers derive the others
 * from any URL (local /media or an S3/CDN address). Isomorphic.
 */
import { MEDIA_WIDTHS, type MediaWidth } from "./image-urls";

const VARIANT_SUFFIX = /-(480|960|1440)\.webp(\?.*)?$/;

/** The URL of another width of the same photo (unchanged when the URL is not a variant). */
export function photoVariantUrl(url: string, width: MediaWidth): string {
  return url.replace(VARIANT_SUFFIX, `-${width}.webp$2`);
}

/** `srcset` for an <img>, e.g. "…-480.webp 480w, …-960.webp 960w, …-1440.webp 1440w". */
export function photoSrcSet(url: string): string | undefined {
  if (!VARIANT_SUFFIX.test(url)) return undefined;
  return MEDIA_WIDTHS.map((w) => `${photoVariantUrl(url, w)} ${w}w`).join(", ");
}
