"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { useListingTitle } from "@/components/i18n/use-listing-title";
import type { SellerListingRow } from "@/lib/listings/seller-listings";
import type { ListingAction } from "@/lib/validation/listing";

type RowAction = ListingAction | "feature";

const RENEW_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/** The buttons a listing offers in its current status. */
export function ListingRowActions({
  row,
  busy,
  onAction,
}: {
  row: SellerListingRow;
  busy: boolean;
  onAction: (action: RowAction) => void;
}) {
  const t = useTranslations("seller.rowActions");
  const title = useListingTitle()(row.title);
  const s = row.status;
  const expiringSoon =
    s === "active" &&
    row.expiresAt !== null &&
    new Date(row.expiresAt).getTime() - Date.now() < RENEW_WINDOW_MS;
  const button = (action: RowAction, label: string, tone = "text-slate-700") => (
    <button
      type="button"
      disabled={busy}
      onClick={() => onAction(action)}
      aria-label={`${label}: ${title}`}
      className={`rounded px-2 py-1 text-xs font-medium hover:bg-slate-100 disabled:opacity-50 ${tone}`}
    >
      {label}
    </button>
  );
  return (
    <div className="-ml-2 mt-1 flex flex-wrap gap-1">
      {s !== "sold" && s !== "rented" && s !== "blocked" ? (
        <Link
          href={`/saller/property/${row.id}/edit`}
          aria-label={`${t("edit")}: ${title}`}
          className="rounded px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
        >
          {t("edit")}
        </Link>
      ) : null}
      {s === "active" && !row.featuredUntil
        ? button("feature", t("feature"), "text-amber-700")
        : null}
      {s === "active" ? button("pause", t("pause")) : null}
      {s === "paused" ? button("unpause", t("unpause")) : null}
      {s === "active" || s === "paused" || s === "expired"
        ? button("sold", row.dealType === "sale" ? t("markSold") : t("markRented"))
        : null}
      {s === "expired" || expiringSoon ? button("renew", t("renew"), "text-green-700") : null}
      {s !== "blocked" ? button("delete", t("delete"), "text-red-700") : null}
    </div>
  );
}
