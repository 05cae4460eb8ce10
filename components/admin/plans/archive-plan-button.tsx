"use client";

import { useState } from "react";
import { setPlanArchivedAction } from "@/lib/plans/actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAdminAction } from "../ui/use-admin-action";

export function ArchivePlanButton({
  planId,
  name,
  archived,
  subscribers,
}: {
  planId: number;
  name: string;
  archived: boolean;
  subscribers: number;
}) {
  const { run } = useAdminAction();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (archived) {
    return (
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await run(() => setPlanArchivedAction(planId, false));
          setBusy(false);
        }}
        className="rounded-md border border-slate-200 bg-white px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-50"
      >
        Restore
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="rounded-md border border-red-300 bg-white px-2.5 py-1 text-xs font-medium text-red-700 hover:bg-red-50"
      >
        Archive
      </button>
      {confirming && (
        <ConfirmDialog
          open
          onClose={() => setConfirming(false)}
          title={`Archive ${name}`}
          description={`Sellers can no longer buy it. ${subscribers} current subscription${subscribers === 1 ? "" : "s"} keep it until they end.`}
          confirmLabel="Archive"
          tone="danger"
          onConfirm={() => run(() => setPlanArchivedAction(planId, true))}
        />
      )}
    </>
  );
}
