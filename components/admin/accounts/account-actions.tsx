"use client";

import { useState } from "react";
import {
  blockAccountAction,
  setSellerVerifiedAction,
  unblockAccountAction,
} from "@/lib/admin/accounts/actions";
import { reasonSchema } from "@/lib/validation/admin";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAdminAction } from "../ui/use-admin-action";

/** Block (with a reason) / unblock, and for sellers verify / unverify. */
export function AccountActions({
  userId,
  name,
  status,
  isSeller,
  verified,
}: {
  userId: number;
  name: string;
  status: "pending" | "active" | "blocked";
  isSeller: boolean;
  verified?: boolean;
}) {
  const { run } = useAdminAction();
  const [blocking, setBlocking] = useState(false);
  const [busy, setBusy] = useState(false);
  const button = "rounded-md px-2.5 py-1 text-xs font-medium disabled:opacity-50";
  const once = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    await fn();
    setBusy(false);
  };
  return (
    <div className="flex flex-wrap gap-1.5">
      {status === "blocked" ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => once(() => run(() => unblockAccountAction({ userId })))}
          className={`${button} border border-emerald-300 bg-white text-emerald-700 hover:bg-emerald-50`}
        >
          Unblock
        </button>
      ) : (
        <button
          type="button"
          disabled={busy}
          onClick={() => setBlocking(true)}
          className={`${button} border border-red-300 bg-white text-red-700 hover:bg-red-50`}
        >
          Block
        </button>
      )}
      {isSeller && (
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            once(() => run(() => setSellerVerifiedAction({ userId, verified: !verified })))
          }
          className={`${button} border border-slate-200 bg-white text-slate-700 hover:bg-slate-50`}
        >
          {verified ? "Remove verification" : "Verify"}
        </button>
      )}
      {blocking && (
        <ConfirmDialog
          open
          onClose={() => setBlocking(false)}
          title={`Block ${name}`}
          description={
            isSeller
              ? "They are signed out at once and their active listings and projects leave search. Unblocking brings exactly those back."
              : "They are signed out at once and cannot sign in until unblocked."
          }
          field={{
            kind: "reason",
            label: "Reason for blocking",
            schema: reasonSchema,
            errorKey: "reason",
            placeholder: "Recorded in the audit log",
          }}
          confirmLabel="Block"
          tone="danger"
          onConfirm={(reason) => run(() => blockAccountAction({ userId, reason }))}
        />
      )}
    </div>
  );
}
