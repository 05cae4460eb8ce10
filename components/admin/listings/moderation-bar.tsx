"use client";

import { useState } from "react";
import { moderateProjectsAction, moderatePropertiesAction } from "@/lib/admin/listings/actions";
import {
  featureUntilSchema,
  reasonSchema,
  type ModerationAction,
  type ModerationInput,
} from "@/lib/validation/admin";
import { ConfirmDialog, type DialogField } from "@/components/ui/confirm-dialog";
import { todayInIndia } from "@/lib/format/date";
import { useAdminAction } from "../ui/use-admin-action";

type Kind = "property" | "project";

type ActionSpec = {
  label: string;
  tone: "primary" | "danger" | "plain";
  dialog?: {
    title: string;
    description: string;
    confirm: string;
    field?: Omit<DialogField, "initial">;
  };
};

const reasonField = (label: string): Omit<DialogField, "initial"> => ({
  kind: "reason",
  label,
  schema: reasonSchema,
  errorKey: "reason",
  placeholder: "The seller will see this reason.",
});

const SPECS: Record<ModerationAction, ActionSpec> = {
  approve: { label: "Approve", tone: "primary" },
  reject: {
    label: "Reject",
    tone: "danger",
    dialog: {
      title: "Reject",
      description: "The seller sees this reason on their listing and in a notification.",
      confirm: "Reject",
      field: reasonField("Reason for rejection"),
    },
  },
  block: {
    label: "Block",
    tone: "danger",
    dialog: {
      title: "Block",
      description: "Blocked items leave search at once. The seller sees the reason.",
      confirm: "Block",
      field: reasonField("Reason for blocking"),
    },
  },
  feature: {
    label: "Feature",
    tone: "plain",
    dialog: {
      title: "Feature until",
      description:
        "Featured items show first on the home page and in search until the end of this day.",
      confirm: "Feature",
      field: {
        kind: "date",
        label: "Last day featured",
        schema: featureUntilSchema,
        errorKey: "until",
      },
    },
  },
  unfeature: { label: "Unfeature", tone: "plain" },
  delete: {
    label: "Delete",
    tone: "danger",
    dialog: {
      title: "Delete",
      description:
        "Deleted items disappear for buyers and the seller. The audit log keeps the record.",
      confirm: "Delete",
    },
  },
};

const BUTTON: Record<ActionSpec["tone"], string> = {
  primary: "bg-emerald-700 text-white hover:bg-emerald-800",
  danger: "border border-red-300 bg-white text-red-700 hover:bg-red-50",
  plain: "border border-slate-200 bg-white text-slate-700 hover:bg-slate-50",
};

function command(action: ModerationAction, ids: number[], value: string): ModerationInput {
  switch (action) {
    case "reject":
    case "block":
      return { action, ids, reason: value };
    case "feature":
      return { action, ids, until: value };
    default:
      return { action, ids };
  }
}

/** Moderation buttons for one or many selected listings or projects. */
export function ModerationBar({
  kind,
  ids,
  actions = ["approve", "reject", "block", "feature", "unfeature", "delete"],
  onDone,
}: {
  kind: Kind;
  ids: number[];
  actions?: ModerationAction[];
  onDone?: () => void;
}) {
  const { run } = useAdminAction();
  const [open, setOpen] = useState<ModerationAction | null>(null);
  const [busy, setBusy] = useState(false);
  const noun = kind === "property" ? "listing" : "project";
  const count = ids.length === 1 ? `this ${noun}` : `${ids.length} ${noun}s`;

  async function perform(action: ModerationAction, value = "") {
    const input = command(action, ids, value);
    const result = await run(() =>
      kind === "property" ? moderatePropertiesAction(input) : moderateProjectsAction(input),
    );
    if (result.ok) onDone?.();
    return result;
  }

  const spec = open ? SPECS[open] : null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          disabled={ids.length === 0 || busy}
          onClick={async () => {
            if (SPECS[action].dialog) return setOpen(action);
            setBusy(true);
            await perform(action);
            setBusy(false);
          }}
          className={`rounded-md px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50 ${BUTTON[SPECS[action].tone]}`}
        >
          {SPECS[action].label}
        </button>
      ))}
      {open && spec?.dialog && (
        <ConfirmDialog
          open
          onClose={() => setOpen(null)}
          title={`${spec.dialog.title} ${count}`}
          description={spec.dialog.description}
          field={
            spec.dialog.field
              ? { ...spec.dialog.field, initial: open === "feature" ? todayInIndia() : "" }
              : undefined
          }
          confirmLabel={spec.dialog.confirm}
          tone={spec.tone === "danger" ? "danger" : "primary"}
          onConfirm={(value) => perform(open, value)}
        />
      )}
    </div>
  );
}
