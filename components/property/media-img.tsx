import { getImageProps, type ImageProps } from "next/image";
import type { ComponentProps } from "react";
import { mediaLoader } from "@/lib/media/media-loader";

/** The attributes next/image would give an `<img>` for a listing photo, worked out on the server. */
export type MediaImgProps = ComponentProps<"img">;

/** {@link MediaImg}'s attributes, to hand to a client component that draws the `<img>` itself. */
export function mediaImgProps(props: Omit<ImageProps, "loader">): MediaImgProps {
  return getImageProps({ ...props, loader: mediaLoader }).props;
}

/**
 * A listing photo with next/image's attributes (srcset from the stored widths, sizes, lazy
 * loading, `fill` styles) and none of its client code: for server components.
 */
export function MediaImg(props: Omit<ImageProps, "loader">) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included
  return <img {...mediaImgProps(props)} />;
}

/** What a card's photo fills on each screen (results and home grids). */
const CARD_SIZES = {
  listing: "(max-width:640px) 100vw,(max-width:1024px) 50vw,360px",
  project: "(min-width:1024px) 33vw,(min-width:640px) 50vw,100vw",
} as const;

/**
 * A card's cover photo filling its frame (`.card-img`). The sizes and class live here, so a page
 * with many cards sends only each photo's address and text; the fill is the class, not
 * next/image's inline style (which a page would carry in its markup and again in its payload).
 * No client code: the srcset is worked out where it renders.
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
  const { srcSet, src: fallback } = mediaImgProps({
    src,
    alt,
    fill: true,
    sizes: CARD_SIZES[card],
  });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's srcset, without its inline style
    <img
      alt={alt}
      src={fallback}
      srcSet={srcSet}
      sizes={CARD_SIZES[card]}
      className="card-img"
      {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
    />
  );
}
