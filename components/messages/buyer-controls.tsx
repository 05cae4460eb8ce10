"use client";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import { Flag, Phone, ShieldBan } from "lucide-react";
import { useTranslations } from "next-intl";

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
  const t = useTranslations("conversation");
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
        <p className="text-sm text-slate-600">{t("numberShared")}</p>
      ) : (
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() => run(() => shareNumberAction({ threadId }))}
        >
          <Phone aria-hidden className="size-4" /> {t("shareNumber")}
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
        {t("textMe")}
      </label>
      {blocked ? (
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() => run(() => unblockSellerAction({ threadId }))}
        >
          {t("unblockSeller")}
        </Button>
      ) : (
        <Button variant="ghost" disabled={pending} onClick={() => setBlocking(true)}>
          <ShieldBan aria-hidden className="size-4" /> {t("blockSeller")}
        </Button>
      )}
      {reported ? (
        <p className="text-sm text-slate-600">{t("reported")}</p>
      ) : (
        <Button variant="ghost" disabled={pending} onClick={() => setReporting(true)}>
          <Flag aria-hidden className="size-4" /> {t("report")}
        </Button>
      )}
      <ConfirmDialog
        open={blocking}
        onClose={() => setBlocking(false)}
        title={t("blockTitle")}
        description={t("blockDescription")}
        confirmLabel={t("blockSeller")}
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
        title={t("reportTitle")}
        description={t("reportDescription")}
        field={{
          kind: "reason",
          label: t("reportLabel"),
          schema: reportThreadSchema.shape.reason,
          errorKey: "reason",
        }}
        confirmLabel={t("sendReport")}
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
