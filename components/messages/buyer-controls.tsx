"use client";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import { Flag, Phone, ShieldBan } from "lucide-react";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/actions/result";
import {
  blockSellerAction,
  reportThreadAction,
  setBuyerTextsAction,
  shareNumberAction,
  unblockSellerAction,
} from "@/lib/messages/actions";
import { reportThreadSchema } from "@/lib/validation/messages";

/** The buyer's privacy controls in a thread: share number, texts, block, report. */
export function BuyerControls({
  threadId,
  phoneShared,
  blocked,
  reported,
  texts,
}: {
  threadId: number;
  phoneShared: boolean;
  blocked: boolean;
  reported: boolean;
  texts: boolean;
}) {
  const router = useLocalizedRouter();
  const [pending, start] = useTransition();
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);

  function run(action: () => Promise<ActionResult<unknown>>) {
    start(async () => {
      const result = await action();
      if (result.ok) {
        if (result.message) toast.success(result.message);
        router.refresh();
      } else toast.error(result.message);
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {phoneShared ? (
        <p className="text-sm text-slate-600">The seller can see your number.</p>
      ) : (
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() => run(() => shareNumberAction({ threadId }))}
        >
          <Phone aria-hidden className="size-4" /> Share my number
        </Button>
      )}
      <label className="inline-flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={texts}
          disabled={pending}
          onChange={(e) => {
            const enabled = e.target.checked;
            run(() => setBuyerTextsAction({ threadId, enabled }));
          }}
        />
        Text me when the seller replies
      </label>
      {blocked ? (
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() => run(() => unblockSellerAction({ threadId }))}
        >
          Unblock seller
        </Button>
      ) : (
        <Button variant="ghost" disabled={pending} onClick={() => setBlocking(true)}>
          <ShieldBan aria-hidden className="size-4" /> Block seller
        </Button>
      )}
      {reported ? (
        <p className="text-sm text-slate-600">Reported to our team.</p>
      ) : (
        <Button variant="ghost" disabled={pending} onClick={() => setReporting(true)}>
          <Flag aria-hidden className="size-4" /> Report
        </Button>
      )}
      <ConfirmDialog
        open={blocking}
        onClose={() => setBlocking(false)}
        title="Block this seller?"
        description="They will not be able to message you through LAND Acre. You can unblock them here later."
        confirmLabel="Block seller"
        tone="danger"
        onConfirm={async () => {
          const result = await blockSellerAction({ threadId });
          if (result.ok) router.refresh();
          return result;
        }}
      />
      <ConfirmDialog
        open={reporting}
        onClose={() => setReporting(false)}
        title="Report this conversation"
        description="Tell our team what is wrong. They read the conversation and act on it."
        field={{
          kind: "reason",
          label: "What is wrong?",
          schema: reportThreadSchema.shape.reason,
          errorKey: "reason",
        }}
        confirmLabel="Send report"
        tone="danger"
        onConfirm={async (reason) => {
          const result = await reportThreadAction({ threadId, reason });
          if (result.ok) router.refresh();
          return result;
        }}
      />
    </div>
  );
}
