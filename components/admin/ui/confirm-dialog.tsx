"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { ZodType } from "zod";
import type { ActionResult } from "@/lib/http/action";

export type DialogField = {
  kind: "reason" | "date";
  label: string;
  /** The shared zod schema the server also applies. */
  schema: ZodType<string>;
  /** The key a server field error arrives under. */
  errorKey: string;
  placeholder?: string;
  initial?: string;
};

/**
 * A modal (native <dialog>: focus trap, Esc to close) that asks for a reason or a date when
 * one is needed, validates it with the shared schema and shows the server's answer.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  field,
  confirmLabel,
  tone = "primary",
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  field?: DialogField;
  confirmLabel: string;
  tone?: "primary" | "danger";
  onConfirm: (value: string) => Promise<ActionResult<unknown>>;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [value, setValue] = useState(field?.initial ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setValue(field?.initial ?? "");
      setError(null);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, field?.initial]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (field) {
      const parsed = field.schema.safeParse(value);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? "Please check this value.");
        return;
      }
    }
    setBusy(true);
    const result = await onConfirm(value.trim());
    setBusy(false);
    if (result.ok) onClose();
    else setError(result.fieldErrors?.[field?.errorKey ?? ""] ?? result.message);
  }

  const confirmClass =
    tone === "danger" ? "bg-red-600 hover:bg-red-700" : "bg-brand-600 hover:bg-brand-700";
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={`${inputId}-title`}
      className="m-auto w-[min(32rem,92vw)] rounded-lg p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <form onSubmit={submit} className="space-y-4 p-5">
        <h2 id={`${inputId}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description && <p className="text-sm text-slate-600">{description}</p>}
        {field && (
          <label htmlFor={inputId} className="block text-sm">
            <span className="font-medium text-slate-700">{field.label}</span>
            {field.kind === "reason" ? (
              <textarea
                id={inputId}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                rows={3}
                placeholder={field.placeholder}
                aria-invalid={error ? true : undefined}
                className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5"
              />
            ) : (
              <input
                id={inputId}
                type="date"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                aria-invalid={error ? true : undefined}
                className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5"
              />
            )}
          </label>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-md border border-slate-200 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={busy}
            className={`rounded-md px-4 py-1.5 text-sm font-medium text-white disabled:opacity-60 ${confirmClass}`}
          >
            {busy ? "Working…" : confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
