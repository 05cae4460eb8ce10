"use client";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import { BellPlus } from "lucide-react";
import { usePhrase } from "@/components/i18n/use-phrase";

import { useState, useTransition, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { saveSearchAction } from "@/lib/alerts/actions";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { RadioGroup } from "@/components/ui/radio-group";
import { useHydrated } from "@/components/ui/use-hydrated";
import { ALERT_FREQUENCY_OPTIONS, type AlertFrequency } from "@/lib/validation/alert-frequency";

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
  const phrase = usePhrase();
  const router = useLocalizedRouter();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<AlertFrequency>("daily");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

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
        toast.success(phrase(result.message ?? "Search saved."));
      } else if (result.status === 401) {
        router.push(`/login?next=${encodeURIComponent(returnTo)}`);
      } else {
        setError(phrase(result.fieldErrors?.name ?? result.message));
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
        <BellPlus aria-hidden className="size-4" /> {phrase("Save search")}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={phrase("Save this search")}
        closeLabel={phrase("Close")}
      >
        <form onSubmit={submit} className="space-y-4 p-5 pt-3">
          <label className="block text-sm font-medium text-slate-700">
            {phrase("Name")}
            <input
              name="name"
              defaultValue={suggestedName}
              maxLength={80}
              required
              className="mt-1 w-full rounded-lg border border-slate-300 p-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
            />
          </label>
          <RadioGroup
            legend={phrase("Tell me about new matches")}
            name="frequency"
            options={ALERT_FREQUENCY_OPTIONS.map((o) => ({ ...o, label: phrase(o.label) }))}
            value={frequency}
            onChange={setFrequency}
            inline
          />
          {frequency === "instant" ? (
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name="sms" className="size-4 accent-brand-700" />
              {phrase("Also send instant alerts by SMS")}
            </label>
          ) : null}
          <p className="text-xs text-slate-500">
            {phrase(
              "Alerts arrive in My Profile and by e-mail; every e-mail has an unsubscribe link.",
            )}
          </p>
          {error ? (
            <p role="alert" className="text-sm text-rose-700">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="md" onClick={() => setOpen(false)}>
              {phrase("Cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? phrase("Saving…") : phrase("Save search")}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
