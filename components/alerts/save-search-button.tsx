"use client";

import { BellPlus, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, useTransition, type FormEvent } from "react";
import { toast } from "sonner";
import { saveSearchAction } from "@/components/alerts/save-search-action";
import { FrequencyFields } from "@/components/alerts/frequency-fields";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { AlertFrequency } from "@/lib/validation/saved-search";

/**
 * "Save search": a signed-in buyer names the search and picks how often to be told about new
 * matches; a guest is sent to log in and comes back to the same search.
 */
export function SaveSearchButton({
  signedIn,
  query,
  returnTo,
  suggestedName,
}: {
  signedIn: boolean;
  /** The search's canonical query string (free text written out as filters). */
  query: string;
  /** This results page's path and query, to come back to after logging in. */
  returnTo: string;
  suggestedName: string;
}) {
  const id = useId();
  const router = useRouter();
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<AlertFrequency>("daily");
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
      router.push(`/login?next=${encodeURIComponent(returnTo)}`);
      return;
    }
    setError(null);
    setOpen(true);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get("name") ?? "");
    const sms = frequency === "instant" && form.get("sms") === "on";
    startTransition(async () => {
      const result = await saveSearchAction({ query, name, frequency, sms });
      if (result.ok) {
        setOpen(false);
        toast.success(result.message ?? "Search saved.");
      } else if (result.status === 401) {
        router.push(`/login?next=${encodeURIComponent(returnTo)}`);
      } else {
        setError(result.fieldErrors?.name ?? result.message);
      }
    });
  }

  return (
    <>
      <button
        type="button"
        onClick={start}
        disabled={!hydrated}
        data-hydrated={hydrated}
        className="inline-flex items-center gap-1.5 rounded-lg border border-brand-600 bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        <BellPlus aria-hidden className="size-4" /> Save search
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={`${id}-title`}
        onClose={() => setOpen(false)}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-0 shadow-2xl backdrop:bg-black/50"
      >
        <form onSubmit={submit} className="space-y-4 p-5">
          <div className="flex items-start justify-between">
            <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
              Save this search
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
          <label className="block text-sm font-medium text-slate-700">
            Name
            <input
              name="name"
              defaultValue={suggestedName}
              maxLength={80}
              required
              className="mt-1 w-full rounded-lg border border-slate-300 p-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
            />
          </label>
          <FrequencyFields value={frequency} onChange={setFrequency} />
          {frequency === "instant" ? (
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name="sms" className="size-4 accent-brand-700" />
              Also send instant alerts by SMS
            </label>
          ) : null}
          <p className="text-xs text-slate-500">
            Alerts arrive in My Profile and by e-mail; every e-mail has an unsubscribe link.
          </p>
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
              className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
            >
              {pending ? "Saving…" : "Save search"}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
