"use client";

import { useTranslations } from "next-intl";
import { useTransition, type FormEvent } from "react";
import { usePhrase } from "@/components/i18n/use-phrase";
import { reportListingAction } from "@/lib/reports/actions";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { RadioGroup } from "@/components/ui/radio-group";
import { REPORT_REASONS } from "@/lib/validation/report-reasons";

const REASON_OPTIONS = REPORT_REASONS.map((r) => ({ value: r.id, label: r.label }));

/** The "Report this listing" dialog: the reasons, details and the report action. */
export default function ReportListingDialog({
  propertyId,
  open,
  onClose,
  onDone,
  error,
  setError,
}: {
  propertyId: number;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
  error: string | null;
  setError: (error: string | null) => void;
}) {
  const t = useTranslations("listingParts");
  const phrase = usePhrase();
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reason = String(form.get("reason") ?? "");
    const details = String(form.get("details") ?? "");
    if (!reason) {
      setError(t("chooseReason"));
      return;
    }
    startTransition(async () => {
      const result = await reportListingAction({
        propertyId,
        reason: reason as (typeof REPORT_REASONS)[number]["id"],
        details,
      });
      if (result.ok) {
        onDone(result.message ? phrase(result.message) : t("thankYou"));
      } else {
        setError(
          phrase(result.fieldErrors?.details ?? result.fieldErrors?.reason ?? result.message),
        );
      }
    });
  }

  return (
    <Dialog open={open} onClose={onClose} title={t("reportTitle")} closeLabel={phrase("Close")}>
      <form onSubmit={submit} className="space-y-4 p-5 pt-3">
        <RadioGroup
          legend={t("whatIsWrong")}
          name="reason"
          options={REASON_OPTIONS.map((o) => ({ ...o, label: phrase(o.label) }))}
        />
        <label className="block text-sm font-medium text-slate-700">
          {t("details")}
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
          <Button variant="ghost" size="md" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" variant="danger" disabled={pending}>
            {pending ? t("sending") : t("sendReport")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
