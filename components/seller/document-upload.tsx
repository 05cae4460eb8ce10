"use client";

import { usePhrase } from "@/components/i18n/use-phrase";

import { FileUp } from "lucide-react";
import { useRef, useState } from "react";
import { uploadFile } from "@/components/listing-form/upload-file";

type Stored = { key: string; url: string; size: number };

/** One document (PDF/JPEG/PNG) with an upload progress bar; reports the stored key. */
export function DocumentUpload({
  purpose,
  label,
  accept,
  hint,
  current,
  onUploaded,
  invalid,
}: {
  purpose: "brochure" | "verification" | "owner";
  label: string;
  accept: string;
  hint: string;
  current: { key: string; name: string } | null;
  onUploaded: (file: { key: string; name: string } | null) => void;
  invalid?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File) => {
    setError(null);
    setPercent(0);
    try {
      const stored = await uploadFile<Stored>(
        `/api/seller/uploads/document?purpose=${purpose}`,
        file,
        {},
        setPercent,
      ).promise;
      onUploaded({ key: stored.key, name: file.name });
    } catch (e) {
      setError((e as Error).message);
      setPercent(null);
    }
  };

  const message = error ?? invalid;
  const phrase = usePhrase();
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-700">{phrase(label)}</p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => input.current?.click()}
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm hover:bg-slate-50"
        >
          <FileUp className="h-4 w-4" aria-hidden />{" "}
          {phrase(current ? "Replace file" : "Choose file")}
        </button>
        {current ? <span className="text-sm text-slate-700">{current.name}</span> : null}
        {current ? (
          <button
            type="button"
            className="text-xs text-red-600 underline"
            onClick={() => onUploaded(null)}
          >
            {phrase("Remove")}
          </button>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={phrase(label)}
        className="sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) void pick(file);
        }}
      />
      {percent !== null && percent < 100 ? (
        <div
          role="progressbar"
          aria-label={phrase(`${label} upload progress`)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-64 overflow-hidden rounded bg-slate-200"
        >
          <div className="h-full bg-brand-500" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      <p className="text-xs text-slate-500">{phrase(hint)}</p>
      {message ? (
        <p role="alert" className="text-xs font-medium text-red-600">
          {phrase(message)}
        </p>
      ) : null}
    </div>
  );
}
