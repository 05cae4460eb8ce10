"use client";

import { useState } from "react";
import { useAdminAction } from "@/components/admin/ui/use-admin-action";
import { Button } from "@/components/ui/button";
import { decideFlagAction } from "@/lib/trust/actions";
import type { FlagDecisionKind } from "@/lib/validation/trust";

const LABELS: Record<FlagDecisionKind, string> = {
  reject: "Reject listing",
  merge: "Merge the two",
  relabel: "Relabel seller as agent",
  dismiss: "Dismiss",
};

/** What the admin can do with a flag; each choice is audited. */
export function FlagDecision({
  flagId,
  canMerge,
  canRelabel,
}: {
  flagId: number;
  canMerge: boolean;
  canRelabel: boolean;
}) {
  const { run } = useAdminAction();
  const [busy, setBusy] = useState(false);
  const choices: FlagDecisionKind[] = [
    "reject",
    ...(canMerge ? (["merge"] as const) : []),
    ...(canRelabel ? (["relabel"] as const) : []),
    "dismiss",
  ];
  return (
    <div className="flex flex-wrap gap-1.5">
      {choices.map((decision) => (
        <Button
          key={decision}
          size="sm"
          variant={
            decision === "reject" ? "danger" : decision === "dismiss" ? "ghost" : "secondary"
          }
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await run(() => decideFlagAction({ flagId, decision }));
            setBusy(false);
          }}
        >
          {LABELS[decision]}
        </Button>
      ))}
    </div>
  );
}
