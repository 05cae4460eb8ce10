"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ActionResult } from "@/lib/actions/result";
import { reasonSchema } from "@/lib/validation/admin";
import { useAdminAction } from "./use-admin-action";

/**
 * Approve at once, or reject with a reason asked in a dialog: the decision buttons of one row in
 * an admin queue (broker requests, locality reviews). The actions are the area's server actions.
 */
export function ApproveReject({
  approve,
  reject,
  approveLabel,
  rejectLabel,
  title,
  description,
}: {
  /** Approves the row; null where it cannot be approved (no Approve button). */
  approve: (() => Promise<ActionResult<unknown>>) | null;
  reject: (reason: string) => Promise<ActionResult<unknown>>;
  /** Accessible names naming the row, where "Approve" / "Reject" alone would be ambiguous. */
  approveLabel?: string;
  rejectLabel?: string;
  /** The reject dialog's heading and what it tells the admin. */
  title: string;
  description: string;
}) {
  const { run } = useAdminAction();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex flex-wrap gap-1.5">
      {approve ? (
        <button
          type="button"
          disabled={busy}
          aria-label={approveLabel}
          onClick={async () => {
            setBusy(true);
            await run(approve);
            setBusy(false);
          }}
          className="rounded-md bg-emerald-700 px-2.5 py-1 text-xs font-medium text-white hover:bg-emerald-800 disabled:opacity-50"
        >
          Approve
        </button>
      ) : null}
      <button
        type="button"
        disabled={busy}
        aria-label={rejectLabel}
        onClick={() => setRejecting(true)}
        className="rounded-md border border-red-300 bg-white px-2.5 py-1 text-xs font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
      >
        Reject
      </button>
      {rejecting && (
        <ConfirmDialog
          open
          onClose={() => setRejecting(false)}
          title={title}
          description={description}
          field={{
            kind: "reason",
            label: "Reason for rejection",
            schema: reasonSchema,
            errorKey: "reason",
          }}
          confirmLabel="Reject"
          tone="danger"
          onConfirm={(reason) => run(() => reject(reason))}
        />
      )}
    </div>
  );
}
