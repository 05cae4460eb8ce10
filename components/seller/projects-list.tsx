"use client";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import { Link } from "@/components/i18n/link";

import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { deleteProjectAction } from "@/lib/projects/actions";
import { formatPriceShort } from "@/lib/format/money";
import { photoVariantUrl } from "@/lib/media/upload-photo-variants";
import type { SellerProjectRow } from "@/lib/projects/seller-projects";
import { PROJECT_STAGE_LABELS } from "@/lib/format/labels";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { StatusBadge } from "./status-badge";

/** The builder's projects with status, RERA, price range, and edit / delete. */
export function ProjectsList({ rows }: { rows: SellerProjectRow[] }) {
  const router = useLocalizedRouter();
  const [confirm, setConfirm] = useState<SellerProjectRow | null>(null);
  const [pending, start] = useTransition();
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border bg-white p-8 text-center text-sm text-slate-500 border-slate-200">
        No projects yet.{" "}
        <Link href="/saller/project/add" className="font-medium text-brand-600 underline">
          Post your first project
        </Link>
      </p>
    );
  }
  return (
    <>
      <ul className="space-y-3">
        {rows.map((p) => (
          <li
            key={p.id}
            className="flex flex-wrap items-center gap-4 rounded-lg border bg-white p-3 shadow-sm border-slate-200"
          >
            <div className="h-16 w-24 shrink-0 overflow-hidden rounded bg-slate-100">
              {p.coverUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- our own small WebP
                <img
                  src={photoVariantUrl(p.coverUrl, 480)}
                  alt=""
                  className="h-full w-full object-cover"
                />
              ) : null}
            </div>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{p.name}</p>
              <p className="text-xs text-slate-500">
                {p.localityName}, {p.cityName} · {PROJECT_STAGE_LABELS[p.stage]} ·{" "}
                {p.reraExempt ? "RERA exempt" : `RERA ${p.reraNumber}`}
              </p>
              <p className="text-sm text-slate-700">
                {p.minPrice && p.maxPrice
                  ? `${formatPriceShort(p.minPrice)} – ${formatPriceShort(p.maxPrice)}`
                  : ""}{" "}
                · {p.unitTypes} configuration{p.unitTypes === 1 ? "" : "s"} · {p.views} views
              </p>
              {p.status === "rejected" && p.rejectionReason ? (
                <p className="text-xs text-red-700">Reason: {p.rejectionReason}</p>
              ) : null}
            </div>
            <StatusBadge status={p.status} />
            <div className="flex gap-1">
              {p.status !== "blocked" ? (
                <Link
                  href={`/saller/project/${p.id}/edit`}
                  aria-label={`Edit: ${p.name}`}
                  className="rounded px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
                >
                  Edit
                </Link>
              ) : null}
              <button
                type="button"
                aria-label={`Delete: ${p.name}`}
                onClick={() => setConfirm(p)}
                className="rounded px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50"
              >
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirm !== null}
        title="Delete this project?"
        description={`“${confirm?.name ?? ""}” will be removed from the site and from this list.`}
        confirmLabel="Delete project"
        tone="danger"
        busy={pending}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          if (!confirm) return;
          start(async () => {
            const result = await deleteProjectAction(confirm.id);
            if (result.ok) toast.success(result.message ?? "Project deleted.");
            else toast.error(result.message);
            setConfirm(null);
            router.refresh();
          });
        }}
      />
    </>
  );
}
