import { useLocale, useMessages } from "next-intl";
import type { Messages } from "@/lib/i18n/messages";
import { mediaImgProps } from "@/components/property/media-img";
import { photoAltIn } from "@/lib/listings/title-words";
import { GalleryView } from "@/components/property/gallery-view";
import type { GalleryImage } from "@/components/property/photo-viewer";

export type { GalleryImage };

/**
 * Listing photos: a large photo with thumbnails, and a full-screen viewer (native modal
 * dialog) driven by the arrow keys; Escape closes it. The photos' srcset and sizes are worked
 * out here, on the server, so next/image's client code stays off the page.
 */
export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const locale = useLocale();
  const messages = useMessages() as Messages;
  const photos = images.map((img) => ({
    ...img,
    alt: photoAltIn(img.alt, locale, messages),
    main: mediaImgProps({
      src: img.url,
      alt: "",
      fill: true,
      sizes: "(min-width: 1024px) 760px, 100vw",
    }),
    thumb: mediaImgProps({ src: img.url, alt: "", fill: true, sizes: "96px" }),
  }));
  return <GalleryView images={photos} title={title} />;
}
