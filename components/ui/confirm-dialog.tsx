"use client";

import { usePhrase } from "@/components/i18n/use-phrase";

import { useId, useState, type FormEvent } from "react";
import type { ZodType } from "zod";
import type { ActionResult } from "@/lib/actions/result";
import { Button } from "./button";
import { Dialog } from "./dialog";

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

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** A reason or a date to ask for, checked with the shared schema before `onConfirm`. */
  field?: DialogField;
  confirmLabel: string;
  tone?: "primary" | "danger";
  /** The caller's own pending state, when `onConfirm` does not return the action's result. */
  busy?: boolean;
  /**
   * Runs the action. Return its result to have the dialog close on success and show the refusal
   * otherwise; return nothing and the caller closes the dialog itself.
   */
  onConfirm: (value: string) => Promise<ActionResult<unknown>> | void;
};

/**
 * "Are you sure?" as a modal dialog: a yes/no question, or one that also asks for a reason or a
 * date, validates it with the shared schema and shows the server's answer.
 */
export function ConfirmDialog(props: Props) {
  // Fresh field state each time it opens.
  return props.open ? <ConfirmDialogBody {...props} /> : null;
}

function ConfirmDialogBody({
  open,
  onClose,
  title,
  description,
  field,
  confirmLabel,
  tone = "primary",
  busy: callerBusy = false,
  onConfirm,
}: Props) {
  const [value, setValue] = useState(field?.initial ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const phrase = usePhrase();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (field) {
      const parsed = field.schema.safeParse(value);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? "Please check this value.");
        return;
      }
    }
    const pending = onConfirm(value.trim());
    if (!pending) return;
    setBusy(true);
    const result = await pending;
    setBusy(false);
    if (result.ok) onClose();
    else setError(result.fieldErrors?.[field?.errorKey ?? ""] ?? result.message);
  }

  const working = busy || callerBusy;
  return (
    <Dialog open={open} onClose={onClose} title={title} initialFocus="[data-autofocus]" size="lg">
      <form onSubmit={submit} className="space-y-4 p-5 pt-3">
        {description ? <p className="text-sm text-slate-600">{description}</p> : null}
        {field ? (
          <label htmlFor={inputId} className="block text-sm">
            <span className="font-medium text-slate-700">{field.label}</span>
            {field.kind === "reason" ? (
              <textarea
                id={inputId}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                rows={3}
                placeholder={field.placeholder}
                data-autofocus
                aria-invalid={error ? true : undefined}
                className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5"
              />
            ) : (
              <input
                id={inputId}
                type="date"
                data-autofocus
                value={value}
                onChange={(e) => setValue(e.target.value)}
                aria-invalid={error ? true : undefined}
                className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5"
              />
            )}
          </label>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {phrase(error)}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} data-autofocus={field ? undefined : true}>
            {phrase("Cancel")}
          </Button>
          <Button type="submit" variant={tone} disabled={working}>
            {busy ? phrase("Working…") : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
