"use client";

import { usePhrase } from "@/components/i18n/use-phrase";

import { UserRound } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";

const ACCEPT = "image/jpeg,image/png,image/webp";
const MAX_BYTES = 5 * 1024 * 1024;

/** Profile photo: uploads on choice to POST /api/users/avatars (checked again on the server). */
export function SellerPhotoField({ initialUrl }: { initialUrl: string | null }) {
  const phrase = usePhrase();
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setError("The photo must be at most 5 MB.");
      return;
    }
    setError(null);
    setUploading(true);
    const body = new FormData();
    body.set("photo", file);
    const response = await fetch("/api/users/avatars", { method: "POST", body }).catch(() => null);
    setUploading(false);
    const json = (await response?.json().catch(() => null)) as {
      avatarUrl?: string;
      message?: string;
    } | null;
    if (response?.status === 201 && json?.avatarUrl) {
      setUrl(json.avatarUrl);
      toast.success("Photo updated");
      return;
    }
    const message = json?.message ?? "We could not upload the photo. Please try again.";
    setError(message);
    toast.error(message);
  }

  return (
    <div className="flex items-center gap-4">
      <div className="flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100 ring-1 ring-slate-200">
        {url ? (
          // eslint-disable-next-line @next/next/no-img-element -- a 400 px WebP we made; no resizing needed
          <img
            src={url}
            alt={phrase("Your profile photo")}
            width={80}
            height={80}
            className="h-full w-full object-cover"
          />
        ) : (
          <UserRound className="h-10 w-10 text-slate-400" aria-hidden="true" />
        )}
      </div>
      <div className="min-w-0">
        <label htmlFor="seller-photo" className="block text-sm font-medium text-slate-700">
          {phrase("Profile photo")}
        </label>
        <input
          ref={input}
          id="seller-photo"
          type="file"
          accept={ACCEPT}
          onChange={onChange}
          disabled={uploading}
          aria-describedby="seller-photo-hint"
          className="mt-1 block w-full max-w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100"
        />
        <p id="seller-photo-hint" className="mt-1 text-xs text-slate-500">
          {phrase(uploading ? "Uploading…" : "JPEG, PNG or WebP, up to 5 MB.")}
        </p>
        {error ? (
          <p role="alert" className="mt-1 text-xs font-medium text-red-600">
            {phrase(error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
