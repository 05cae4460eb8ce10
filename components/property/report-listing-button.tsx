"use client";

import { Flag } from "lucide-react";
import { useState, useTransition, type FormEvent } from "react";
import { openLoginDialog } from "@/components/enquiry/open-login";
import { reportListingAction } from "@/app/(public)/_actions/listings";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { RadioGroup } from "@/components/ui/radio-group";
import { REPORT_REASONS } from "@/lib/validation/report-reasons";

const REASON_OPTIONS = REPORT_REASONS.map((r) => ({ value: r.id, label: r.label }));

/** "Report listing": a dialog with the reasons; signed-out visitors get the login dialog. */
export function ReportListingButton({
  propertyId,
  signedIn,
}: {
  propertyId: number;
  signedIn: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

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
      <Dialog open={open} onClose={() => setOpen(false)} title="Report this listing">
        <form onSubmit={submit} className="space-y-4 p-5 pt-3">
          <RadioGroup legend="What is wrong?" name="reason" options={REASON_OPTIONS} />
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
            <Button variant="ghost" size="md" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={pending}>
              {pending ? "Sending…" : "Send report"}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
