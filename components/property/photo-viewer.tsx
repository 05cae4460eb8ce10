"use client";

import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useTranslations } from "next-intl";
import type { KeyboardEvent } from "react";
import { MediaImage } from "@/components/property/media-image";
import { Dialog } from "@/components/ui/dialog";

export type GalleryImage = { url: string; alt: string; width: number; height: number };

/** The gallery's full-screen viewer (native modal dialog), driven by the arrow keys; Escape closes it. */
export default function PhotoViewer({
  images,
  title,
  index,
  open,
  onClose,
  go,
}: {
  images: GalleryImage[];
  title: string;
  index: number;
  open: boolean;
  onClose: () => void;
  go: (delta: number) => void;
}) {
  const t = useTranslations("gallery");
  const count = images.length;
  const current = images[index];
  const altOf = (img: GalleryImage, i: number) => img.alt || t("photoAlt", { title, n: i + 1 });

  function onViewerKey(event: KeyboardEvent) {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      go(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(-1);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={t("photosOf", { title })}
      placement="full"
      onKeyDown={onViewerKey}
      className="bg-black/95 text-white backdrop:bg-black/80"
    >
      {open ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between p-3">
            <p className="text-sm" aria-live="polite">
              {t("photoOf", { n: index + 1, count })}
            </p>
            <button
              type="button"
              onClick={onClose}
              aria-label={t("close")}
              className="rounded-full p-2 hover:bg-white/10"
              autoFocus
            >
              <X aria-hidden className="size-6" />
            </button>
          </div>
          <div className="relative flex-1">
            <MediaImage
              src={current.url}
              alt={altOf(current, index)}
              fill
              sizes="100vw"
              className="object-contain"
            />
            {count > 1 ? (
              <>
                <button
                  type="button"
                  aria-label={t("previous")}
                  onClick={() => go(-1)}
                  className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/10 p-3 hover:bg-white/20"
                >
                  <ChevronLeft aria-hidden className="size-7" />
                </button>
                <button
                  type="button"
                  aria-label={t("next")}
                  onClick={() => go(1)}
                  className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/10 p-3 hover:bg-white/20"
                >
                  <ChevronRight aria-hidden className="size-7" />
                </button>
              </>
            ) : null}
          </div>
          <p className="p-3 text-center text-sm text-slate-300">{current.alt}</p>
        </div>
      ) : null}
    </Dialog>
  );
}
