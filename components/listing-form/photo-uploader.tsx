"use client";

import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { ArrowLeft, ArrowRight, ImagePlus, Star, Trash2 } from "lucide-react";
import { useRef, useState, type DragEvent } from "react";
import { photoVariantUrl } from "@/lib/media/upload-photo-variants";
import { MAX_PHOTO_BYTES, UPLOAD_MESSAGES } from "@/lib/media/upload-signature";
import { movePhoto, placeUploadedPhoto } from "./photo-order";
import { uploadFile } from "./upload-file";

export type UploadedPhoto = {
  key: string;
  url: string;
  width: number;
  height: number;
  alt?: string;
};

type Upload = {
  id: number;
  name: string;
  percent: number;
  state: "uploading" | "done" | "error";
  error?: string;
};

type Props = {
  scope: "listings" | "projects";
  photos: UploadedPhoto[];
  coverKey: string | null | undefined;
  onChange: (photos: UploadedPhoto[], coverKey: string | null) => void;
  max: number;
};

const ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";
const PARALLEL = 3;
let nextId = 1;

/**
 * Drag-and-drop photo picker: uploads each file with a progress bar, then lets the seller
 * reorder photos (drag or arrows), pick the cover and remove photos.
 */
export function PhotoUploader({ scope, photos, coverKey, onChange, max }: Props) {
  const t = useTranslations("seller.photos");
  const phrase = usePhrase();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragOver, setDragOver] = useState(false);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef({ photos, coverKey });
  latest.current = { photos, coverKey };
  /** Each upload's place in the order its file was chosen (photo key → upload id). */
  const chosenOrder = useRef(new Map<string, number>());

  const patch = (id: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  /** A finished upload takes its file's place in the seller's choice; the cover stays as picked
   * (none picked: the first photo, whichever upload finished first). */
  const addPhoto = (photo: UploadedPhoto, seq: number) => {
    const { photos: current, coverKey: cover } = latest.current;
    chosenOrder.current.set(photo.key, seq);
    const next = placeUploadedPhoto(current, photo, seq, chosenOrder.current);
    latest.current = { photos: next, coverKey: cover ?? null };
    onChange(next, cover ?? null);
  };

  async function start(files: File[]) {
    const room =
      max - latest.current.photos.length - uploads.filter((u) => u.state === "uploading").length;
    const accepted = files.slice(0, Math.max(0, room));
    const items: (Upload & { file: File })[] = files.map((file, i) => ({
      id: nextId++,
      name: file.name,
      percent: 0,
      file,
      state: i < accepted.length && file.size <= MAX_PHOTO_BYTES ? "uploading" : "error",
      error:
        i >= accepted.length
          ? t("tooMany", { max })
          : file.size > MAX_PHOTO_BYTES
            ? UPLOAD_MESSAGES.photoTooLarge
            : undefined,
    }));
    setUploads((list) => [...list.filter((u) => u.state !== "done"), ...items]);
    const queue = items.filter((i) => i.state === "uploading");
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const { promise } = uploadFile<UploadedPhoto>(
          "/api/seller/uploads/photo",
          item.file,
          { scope },
          (percent) => patch(item!.id, { percent }),
        );
        try {
          addPhoto(await promise, item.id);
          patch(item.id, { state: "done", percent: 100 });
        } catch (error) {
          patch(item.id, { state: "error", error: (error as Error).message });
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  }

  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    onChange(movePhoto(photos, from, to), coverKey ?? null);
  };
  const remove = (key: string) => {
    const next = photos.filter((p) => p.key !== key);
    onChange(next, coverKey === key ? (next[0]?.key ?? null) : (coverKey ?? null));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    if (event.dataTransfer.files.length) void start([...event.dataTransfer.files]);
  };

  return (
    <div className="space-y-4">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (e.dataTransfer.types.includes("Files")) setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-8 text-center ${
          dragOver ? "border-brand-500 bg-brand-50" : "border-slate-300 bg-white"
        }`}
      >
        <ImagePlus className="h-8 w-8 text-slate-400" aria-hidden />
        <p className="text-sm text-slate-700">{t("dropHere")}</p>
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          className="text-sm font-semibold text-brand-600 underline"
        >
          {t("choose")}
        </button>
        <p className="text-xs text-slate-500">{t("limits", { count: photos.length, max })}</p>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={ACCEPT}
          aria-label={t("chooseLabel")}
          className="sr-only"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = "";
            if (files.length) void start(files);
          }}
        />
      </div>

      {uploads.length > 0 ? (
        <ul className="space-y-2" aria-label={t("uploads")}>
          {uploads.map((u) => (
            <li key={u.id} className="rounded-md border bg-white p-2 text-sm border-slate-200">
              <div className="flex justify-between gap-2">
                <span className="truncate">{u.name}</span>
                <span className={u.state === "error" ? "text-red-600" : "text-slate-500"}>
                  {u.state === "uploading"
                    ? t("uploading", { percent: u.percent })
                    : u.state === "done"
                      ? t("uploaded")
                      : t("notUploaded")}
                </span>
              </div>
              {u.state === "error" ? (
                <p role="alert" className="mt-1 text-xs font-medium text-red-600">
                  {u.name}: {u.error ? phrase(u.error) : null}
                </p>
              ) : (
                <div
                  role="progressbar"
                  aria-label={t("progressOf", { name: u.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={u.percent}
                  className="mt-1 h-2 overflow-hidden rounded bg-slate-200"
                >
                  <div
                    className="h-full bg-brand-500 transition-all"
                    style={{ width: `${u.percent}%` }}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {photos.length > 0 ? (
        <ol
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          aria-label={t("photos")}
        >
          {photos.map((photo, index) => {
            const isCover = photo.key === (coverKey ?? photos[0]?.key);
            return (
              <li
                key={photo.key}
                draggable
                onDragStart={() => setDragIndex(index)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  e.stopPropagation();
                  if (dragIndex !== null) move(dragIndex, index);
                  setDragIndex(null);
                }}
                className={`overflow-hidden rounded-lg border border-slate-200 bg-white ${isCover ? "ring-2 ring-accent-500" : ""}`}
              >
                <div className="relative aspect-[4/3] bg-slate-100">
                  {/* eslint-disable-next-line @next/next/no-img-element -- our own re-encoded WebP */}
                  <img
                    src={photoVariantUrl(photo.url, 480)}
                    alt={t("photo", { n: index + 1 })}
                    className="h-full w-full object-cover"
                  />
                  {isCover ? (
                    <span className="absolute left-2 top-2 rounded bg-accent-500 px-2 py-0.5 text-xs font-semibold text-ink">
                      {t("cover")}
                    </span>
                  ) : null}
                </div>
                <div className="flex items-center justify-between gap-1 p-1">
                  <button
                    type="button"
                    className="rounded p-1 hover:bg-slate-100"
                    aria-label={t("moveLeft", { n: index + 1 })}
                    onClick={() => move(index, index - 1)}
                    disabled={index === 0}
                  >
                    <ArrowLeft className="h-4 w-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    aria-pressed={isCover}
                    aria-label={t("makeCover", { n: index + 1 })}
                    onClick={() => onChange(photos, photo.key)}
                    className="rounded p-1 hover:bg-slate-100"
                  >
                    <Star
                      className={`h-4 w-4 ${isCover ? "fill-accent-500 text-accent-500" : ""}`}
                      aria-hidden
                    />
                  </button>
                  <button
                    type="button"
                    className="rounded p-1 hover:bg-slate-100"
                    aria-label={t("moveRight", { n: index + 1 })}
                    onClick={() => move(index, index + 1)}
                    disabled={index === photos.length - 1}
                  >
                    <ArrowRight className="h-4 w-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    className="rounded p-1 text-red-600 hover:bg-red-50"
                    aria-label={t("remove", { n: index + 1 })}
                    onClick={() => remove(photo.key)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
