"use client";

import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { cityName, localityName } from "@/lib/geo/place-names-hi";

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
import { EditPendingBadge, StatusBadge } from "./status-badge";

/** The builder's projects with status, RERA, price range, and edit / delete. */
export function ProjectsList({ rows }: { rows: SellerProjectRow[] }) {
  const router = useLocalizedRouter();
  const t = useTranslations("seller.projects");
  const phrase = usePhrase();
  const locale = useSiteLocale();
  const [confirm, setConfirm] = useState<SellerProjectRow | null>(null);
  const [pending, start] = useTransition();
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border bg-white p-8 text-center text-sm text-slate-500 border-slate-200">
        {t("none")}{" "}
        <Link href="/saller/project/add" className="font-medium text-brand-600 underline">
          {t("postFirst")}
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
                {localityName(p.localityName, locale)}, {cityName(p.cityName, locale)} ·{" "}
                {phrase(PROJECT_STAGE_LABELS[p.stage])} ·{" "}
                {p.reraExempt ? t("reraExempt") : `RERA ${p.reraNumber}`}
              </p>
              <p className="text-sm text-slate-700">
                {p.minPrice && p.maxPrice
                  ? `${formatPriceShort(p.minPrice, locale)} – ${formatPriceShort(p.maxPrice, locale)}`
                  : ""}{" "}
                · {t("configurations", { count: p.unitTypes })} ·{" "}
                {t("views", { views: String(p.views) })}
              </p>
              {p.status === "rejected" && p.rejectionReason ? (
                <p className="text-xs text-red-700">{t("reason", { reason: p.rejectionReason })}</p>
              ) : null}
            </div>
            <StatusBadge status={p.status} />
            {p.editPendingSince ? <EditPendingBadge /> : null}
            <div className="flex gap-1">
              {p.status !== "blocked" ? (
                <Link
                  href={`/saller/project/${p.id}/edit`}
                  aria-label={`${t("edit")}: ${p.name}`}
                  className="rounded px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
                >
                  {t("edit")}
                </Link>
              ) : null}
              <button
                type="button"
                aria-label={`${t("delete")}: ${p.name}`}
                onClick={() => setConfirm(p)}
                className="rounded px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50"
              >
                {t("delete")}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirm !== null}
        title={t("deleteTitle")}
        description={t("deleteBody", { name: confirm?.name ?? "" })}
        confirmLabel={t("deleteConfirm")}
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
