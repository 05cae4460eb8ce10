"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { decideReportsAction } from "@/lib/reports/actions";
import { reasonSchema } from "@/lib/validation/admin";
import { reportNoteSchema, type ReportDecisionKind } from "@/lib/validation/report";
import { useAdminAction } from "../ui/use-admin-action";

type Spec = {
  label: string;
  variant: "secondary" | "danger" | "ghost";
  title: string;
  description: string;
  field: { label: string; placeholder: string; required: boolean };
};

const note = (label: string, placeholder: string) => ({ label, placeholder, required: false });
const reason = (label: string) => ({
  label,
  placeholder: "The seller will see this reason.",
  required: true,
});

function specs(count: number): Record<ReportDecisionKind, Spec> {
  const reports = count === 1 ? "the report" : `all ${count} open reports`;
  return {
    resolve: {
      label: "Resolve",
      variant: "secondary",
      title: "Resolve",
      description: `Use this once the problem is dealt with (the listing edited or moderated, the seller spoken to). Closes ${reports} as resolved.`,
      field: note("What was done (optional)", "For the team: what you did about it."),
    },
    dismiss: {
      label: "Dismiss",
      variant: "ghost",
      title: "Dismiss",
      description: `Nothing is changed on the listing. Closes ${reports} as dismissed.`,
      field: note("Why (optional)", "For the team: why nothing needs doing."),
    },
    reject: {
      label: "Reject listing",
      variant: "danger",
      title: "Reject the listing",
      description: `The listing leaves search and goes back to its seller with this reason. Closes ${reports} as resolved.`,
      field: reason("Reason for rejection"),
    },
    block: {
      label: "Block listing",
      variant: "danger",
      title: "Block the listing",
      description: `Blocked listings leave search at once; the seller sees the reason. Closes ${reports} as resolved.`,
      field: reason("Reason for blocking"),
    },
  };
}

/**
 * What a moderator can do with buyer reports: one report (`reportId`), or every open report of a
 * listing, with the listing's own reject / block where its status allows them.
 */
export function ReportDecision({
  propertyId,
  reportId,
  openCount,
  subject,
  choices,
}: {
  propertyId: number;
  reportId?: number;
  /** The reports the decision closes (1 for a single report). */
  openCount: number;
  /** What the buttons act on, for their accessible names ("report #12", "listing #40"). */
  subject: string;
  choices: ReportDecisionKind[];
}) {
  const { run } = useAdminAction();
  const [open, setOpen] = useState<ReportDecisionKind | null>(null);
  const all = specs(reportId === undefined ? openCount : 1);
  const spec = open ? all[open] : null;
  return (
    <div className="flex flex-wrap gap-1.5">
      {choices.map((decision) => (
        <Button
          key={decision}
          size="sm"
          variant={all[decision].variant}
          onClick={() => setOpen(decision)}
        >
          {all[decision].label}
          {reportId === undefined && (decision === "resolve" || decision === "dismiss")
            ? ` all (${openCount})`
            : ""}
          <span className="sr-only"> {subject}</span>
        </Button>
      ))}
      {open && spec ? (
        <ConfirmDialog
          open
          onClose={() => setOpen(null)}
          title={`${spec.title}: ${subject}`}
          description={spec.description}
          field={{
            kind: "reason",
            label: spec.field.label,
            placeholder: spec.field.placeholder,
            schema: spec.field.required ? reasonSchema : reportNoteSchema,
            errorKey: "note",
          }}
          confirmLabel={spec.label}
          tone={spec.variant === "danger" ? "danger" : "primary"}
          onConfirm={(value) =>
            run(() => decideReportsAction({ propertyId, reportId, decision: open, note: value }))
          }
        />
      ) : null}
    </div>
  );
}
