"use client";

import { useState } from "react";
import { setEnquiryStatusAction } from "@/lib/admin/actions";
import {
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
} from "@/lib/validation/admin";
import { useAdminAction } from "./ui/use-admin-action";

export function EnquiryStatusSelect({ id, status }: { id: number; status: EnquiryStatus }) {
  const { run } = useAdminAction();
  const [value, setValue] = useState(status);
  const [busy, setBusy] = useState(false);
  return (
    <select
      aria-label={`Status of enquiry #${id}`}
      value={value}
      disabled={busy}
      onChange={async (e) => {
        const next = e.target.value as EnquiryStatus;
        const previous = value;
        setValue(next);
        setBusy(true);
        const result = await run(() => setEnquiryStatusAction({ id, status: next }));
        if (!result.ok) setValue(previous);
        setBusy(false);
      }}
      className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
    >
      {ENQUIRY_STATUSES.map((s) => (
        <option key={s} value={s}>
          {ENQUIRY_STATUS_LABELS[s]}
        </option>
      ))}
    </select>
  );
}
