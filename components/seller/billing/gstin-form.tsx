"use client";

import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { saveBillingDetailsAction } from "@/lib/payments/actions";
import { useHydrated } from "@/components/ui/use-hydrated";

/** The GSTIN printed on the seller's next invoices (optional). */
export function GstinForm({ initial }: { initial: string }) {
  const hydrated = useHydrated();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  return (
    <form
      data-hydrated={hydrated}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        start(async () => {
          const result = await saveBillingDetailsAction({ gstin: value });
          if (!result.ok) {
            setError(result.fieldErrors?.gstin ?? result.message);
            return;
          }
          setError(null);
          setValue(result.data.gstin);
          toast.success(result.message ?? "Saved.");
        });
      }}
    >
      <label className="text-sm">
        <span className="mb-1 block font-medium text-slate-700">GSTIN (optional)</span>
        <input
          name="gstin"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          maxLength={15}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "gstin-error" : undefined}
          className="w-56 rounded-md border border-slate-300 px-3 py-2 font-mono uppercase"
        />
      </label>
      <button
        type="submit"
        disabled={!hydrated || pending}
        className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        Save GSTIN
      </button>
      {error ? (
        <p id="gstin-error" role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
