"use client";

import { Flag, X } from "lucide-react";
import { useEffect, useId, useRef, useState, useTransition, type FormEvent } from "react";
import { openLoginDialog } from "@/components/enquiry/open-login";
import { reportListingAction } from "@/components/property/report-action";
import { REPORT_REASONS } from "@/lib/validation/report";

/** "Report listing": a dialog with the reasons; signed-out visitors get the login dialog. */
export function ReportListingButton({
  propertyId,
  signedIn,
}: {
  propertyId: number;
  signedIn: boolean;
}) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function start() {
    if (!signedIn) {
      openLoginDialog();
      return;
    }
    setError(null);
    setOpen(true);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reason = String(form.get("reason") ?? "");
    const details = String(form.get("details") ?? "");
    if (!reason) {
      setError("Please choose a reason.");
      return;
    }
    startTransition(async () => {
      const result = await reportListingAction({
        propertyId,
        reason: reason as (typeof REPORT_REASONS)[number]["id"],
        details,
      });
      if (result.ok) {
        setDone(result.message ?? "Thank you.");
        setOpen(false);
      } else {
        setError(result.fieldErrors?.details ?? result.fieldErrors?.reason ?? result.message);
      }
    });
  }

  return (
    <>
      <button
        type="button"
        onClick={start}
        className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 hover:text-rose-700"
      >
        <Flag aria-hidden className="size-4" /> Report listing
      </button>
      {done ? (
        <p role="status" className="text-sm text-emerald-800">
          {done}
        </p>
      ) : null}
      <dialog
        ref={dialogRef}
        aria-labelledby={`${id}-title`}
        onClose={() => setOpen(false)}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-0 shadow-2xl backdrop:bg-black/50"
      >
        <form onSubmit={submit} className="space-y-4 p-5">
          <div className="flex items-start justify-between">
            <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
              Report this listing
            </h2>
            <button
              type="button"
              aria-label="Close"
              onClick={() => setOpen(false)}
              className="rounded p-1 hover:bg-slate-100"
            >
              <X aria-hidden className="size-5" />
            </button>
          </div>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700">What is wrong?</legend>
            <div className="space-y-1.5">
              {REPORT_REASONS.map((r) => (
                <label key={r.id} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="reason"
                    value={r.id}
                    className="size-4 accent-brand-700"
                  />
                  {r.label}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="block text-sm font-medium text-slate-700">
            Details (needed for “Other”)
            <textarea
              name="details"
              rows={3}
              maxLength={1000}
              className="mt-1 w-full rounded-lg border border-slate-300 p-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
            />
          </label>
          {error ? (
            <p role="alert" className="text-sm text-rose-700">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded-lg px-4 py-2 font-semibold text-slate-700 hover:bg-slate-100"
            >
              Cancel
            </button>
            <button
              type="submit"
              disabled={pending}
              className="rounded-lg bg-rose-700 px-4 py-2 font-semibold text-white hover:bg-rose-800 disabled:opacity-70"
            >
              {pending ? "Sending…" : "Send report"}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
