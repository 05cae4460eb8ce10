"use client";

import type { PendingEditView } from "@/lib/admin/listings/pending-edit-diff";
import { reviewListingEditAction, reviewProjectEditAction } from "@/lib/admin/listings/actions";
import { formatDateTime } from "@/lib/format/date";
import { Card } from "../ui/card";
import { ApproveReject } from "../ui/approve-reject";

type Target = { kind: "property"; id: number } | { kind: "project"; id: number };

function decide(target: Target) {
  if (target.kind === "property") {
    const propertyId = target.id;
    return {
      approve: () => reviewListingEditAction({ decision: "approve", propertyId }),
      reject: (reason: string) =>
        reviewListingEditAction({ decision: "reject", propertyId, reason }),
      description: "The seller is told this reason; the listing stays live as it was.",
    };
  }
  const projectId = target.id;
  return {
    approve: () => reviewProjectEditAction({ decision: "approve", projectId }),
    reject: (reason: string) => reviewProjectEditAction({ decision: "reject", projectId, reason }),
    description: "The builder is told this reason; the project stays live as it was.",
  };
}

/**
 * A live listing's or project's changes waiting for review: what changes, the new photos (and a
 * project's new brochure), and the decision.
 */
export function PendingEditCard({ target, edit }: { target: Target; edit: PendingEditView }) {
  const { approve, reject, description } = decide(target);
  return (
    <Card
      title="Changes waiting for review"
      actions={
        <ApproveReject
          approve={approve}
          reject={reject}
          approveLabel="Approve changes"
          rejectLabel="Reject changes"
          title="Reject these changes"
          description={description}
        />
      }
    >
      <p className="mb-3 text-sm text-slate-600">
        Sent {formatDateTime(edit.submittedAt)}. Buyers see the approved version until you approve.
      </p>
      {edit.changes.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs uppercase text-slate-500">
              <tr>
                <th className="py-1 pr-3">Field</th>
                <th className="py-1 pr-3">Now</th>
                <th className="py-1">Proposed</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {edit.changes.map((c) => (
                <tr key={c.field}>
                  <th scope="row" className="py-1.5 pr-3 font-medium text-slate-700">
                    {c.label}
                  </th>
                  <td className="break-words py-1.5 pr-3 text-slate-500">{c.now}</td>
                  <td className="break-words py-1.5 text-slate-900">{c.proposed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {edit.brochure ? (
        <p className="mt-3 text-sm text-slate-700">
          {edit.brochure.url ? (
            <a
              href={edit.brochure.url}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-brand-700 underline"
            >
              Proposed brochure (PDF)
            </a>
          ) : (
            "The proposed changes remove the brochure."
          )}
        </p>
      ) : null}
      {edit.photosChanged ? (
        <div className="mt-3">
          <p className="mb-2 text-sm font-medium text-slate-700">
            Proposed photos ({edit.photos.length})
          </p>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {edit.photos.map((m) => (
              // eslint-disable-next-line @next/next/no-img-element -- admin preview of stored WebP files
              <img
                key={m.url}
                src={m.url}
                alt={m.alt || "Proposed photo"}
                className="aspect-[4/3] w-full rounded-md object-cover"
                loading="lazy"
              />
            ))}
          </div>
        </div>
      ) : null}
    </Card>
  );
}
