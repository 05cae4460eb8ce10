"use client";

import { useState } from "react";
import { grantPlanAction } from "@/lib/plans/actions";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useAdminAction } from "../ui/use-admin-action";

/** Gives a seller a plan without payment; the reason goes to the audit log. */
export function GrantPlanForm({
  sellerId,
  plans,
}: {
  sellerId: number;
  plans: { id: number; name: string; durationDays: number }[];
}) {
  const hydrated = useHydrated();
  const { run } = useAdminAction();
  const [planId, setPlanId] = useState(plans[0]?.id ?? 0);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (plans.length === 0) return <p className="text-sm text-slate-500">No plan to grant.</p>;
  return (
    <form
      data-hydrated={hydrated}
      aria-label="Grant a plan"
      className="flex flex-wrap items-end gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        const result = await run(() => grantPlanAction({ sellerId, planId, reason }));
        setBusy(false);
        if (result.ok) {
          setReason("");
          setError(null);
        } else setError(result.fieldErrors?.reason ?? result.fieldErrors?.planId ?? result.message);
      }}
    >
      <label className="text-sm">
        <span className="mb-1 block font-medium text-slate-700">Plan</span>
        <select
          value={planId}
          onChange={(e) => setPlanId(Number(e.target.value))}
          className="rounded-md border border-slate-300 px-2 py-1.5"
        >
          {plans.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.durationDays} days)
            </option>
          ))}
        </select>
      </label>
      <label className="min-w-60 flex-1 text-sm">
        <span className="mb-1 block font-medium text-slate-700">Reason</span>
        <input
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className="w-full rounded-md border border-slate-300 px-2 py-1.5"
          placeholder="Why is this plan given?"
        />
      </label>
      <button
        type="submit"
        disabled={!hydrated || busy}
        className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        Grant plan
      </button>
      {error ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
