"use client";

import { useState } from "react";
import { decideBrokerRequestAction } from "@/app/(admin)/admin/(console)/_actions/broker-requests";
import { reasonSchema } from "@/lib/validation/admin";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAdminAction } from "./ui/use-admin-action";

export function BrokerDecision({ requestId, agentName }: { requestId: number; agentName: string }) {
  const { run } = useAdminAction();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex flex-wrap gap-1.5">
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await run(() => decideBrokerRequestAction({ decision: "approve", requestId }));
          setBusy(false);
        }}
        className="rounded-md bg-emerald-600 px-2.5 py-1 text-xs font-medium text-white hover:bg-emerald-700 disabled:opacity-50"
      >
        Approve
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => setRejecting(true)}
        className="rounded-md border border-red-300 bg-white px-2.5 py-1 text-xs font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
      >
        Reject
      </button>
      {rejecting && (
        <ConfirmDialog
          open
          onClose={() => setRejecting(false)}
          title={`Reject ${agentName}'s request`}
          description="The agent is told this reason and can send a new request."
          field={{
            kind: "reason",
            label: "Reason for rejection",
            schema: reasonSchema,
            errorKey: "reason",
          }}
          confirmLabel="Reject"
          tone="danger"
          onConfirm={(reason) =>
            run(() => decideBrokerRequestAction({ decision: "reject", requestId, reason }))
          }
        />
      )}
    </div>
  );
}
