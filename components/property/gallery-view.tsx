"use client";

import { ImageOff } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import type { MediaImgProps } from "@/components/property/media-img";
import type { GalleryImage } from "@/components/property/photo-viewer";
import { SpriteIcon } from "@/components/ui/sprite-icon";

/** A photo with its `<img>` attributes worked out on the server (see gallery.tsx). */
export type GalleryPhoto = GalleryImage & { main: MediaImgProps; thumb: MediaImgProps };

/** The full-screen viewer loads with the first "View all photos" click, not with the page. */
const PhotoViewer = dynamic(() => import("./photo-viewer"), { ssr: false });

/** The gallery's interactive part: the large photo, thumbnails and the viewer on demand. */
export function GalleryView({ images, title }: { images: GalleryPhoto[]; title: string }) {
  const t = useTranslations("gallery");
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [viewerLoaded, setViewerLoaded] = useState(false);
  const count = images.length;

  const go = useCallback((delta: number) => setIndex((i) => (i + delta + count) % count), [count]);

  if (count === 0) {
    return (
      <div className="flex aspect-[16/10] items-center justify-center rounded-xl bg-slate-100 text-slate-500">
        <ImageOff aria-hidden className="mr-2 size-6" /> {t("noPhotos")}
      </div>
    );
  }
  const current = images[index];
  const altOf = (img: GalleryImage, i: number) => img.alt || t("photoAlt", { title, n: i + 1 });

  return (
    <div>
      <div className="relative aspect-[16/10] overflow-hidden rounded-xl bg-slate-200">
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, from the server */}
        <img
          {...current.main}
          alt={altOf(current, index)}
          className="object-cover"
          fetchPriority={index === 0 ? "high" : "auto"}
          loading={index === 0 ? "eager" : "lazy"}
        />
        <button
          type="button"
          onClick={() => {
            setViewerLoaded(true);
            setOpen(true);
          }}
          className="absolute bottom-3 right-3 inline-flex items-center gap-1.5 rounded-lg bg-black/70 px-3 py-2 text-sm font-semibold text-white hover:bg-black/80"
        >
          <SpriteIcon name="expand" className="size-4" /> {t("viewAll", { count })}
        </button>
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-label={t("previous")}
              onClick={() => go(-1)}
              className="absolute left-3 top-1/2 -translate-y-1/2 rounded-full bg-black/60 p-2 text-white hover:bg-black/80"
            >
              <SpriteIcon name="chevron-left" className="size-5" />
            </button>
            <button
              type="button"
              aria-label={t("next")}
              onClick={() => go(1)}
              className="absolute right-3 top-1/2 -translate-y-1/2 rounded-full bg-black/60 p-2 text-white hover:bg-black/80"
            >
              <SpriteIcon name="chevron-right" className="size-5" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-2 flex gap-2 overflow-x-auto pb-1" aria-label={t("photos")}>
          {images.map((img, i) => (
            <li key={img.url} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t("show", { n: i + 1, count })}
                aria-current={i === index}
                className="relative block h-16 w-24 overflow-hidden rounded-md ring-brand-600 aria-[current=true]:ring-2"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, from the server */}
                <img {...img.thumb} alt="" className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {viewerLoaded ? (
        <PhotoViewer
          images={images}
          title={title}
          index={index}
          open={open}
          onClose={() => setOpen(false)}
          go={go}
        />
      ) : null}
    </div>
  );
}
