"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@/components/i18n/link";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useListingTitle } from "@/components/i18n/use-listing-title";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { toast } from "@/components/ui/toast";
import { Input } from "@/components/listing-form/form-controls";
import { useDebounced } from "@/components/listing-form/use-debounced";
import { useHydrated } from "@/components/ui/use-hydrated";
import { changeListingStatusAction, featureListingAction } from "@/lib/listings/actions";
import type { SellerListingRow } from "@/lib/listings/seller-listings";
import { LISTING_STATUS_LABELS } from "@/lib/format/labels";
import { formatPriceShort } from "@/lib/format/money";
import { photoVariantUrl } from "@/lib/media/upload-photo-variants";
import type { ListingAction } from "@/lib/validation/listing";
import type { ListingStatus } from "@/lib/validation/property-enums";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FilterSelect } from "./filter-select";
import { ListingRowActions } from "./listing-row-actions";
import { fetchJson, sellerKeys } from "./seller-queries";
import { dataOrThrow } from "@/lib/actions/result";
import { EditPendingBadge, StatusBadge } from "./status-badge";
import { Pager } from "@/components/ui/pager";
import { formatDate } from "@/lib/format/date";
import { cityName, localityName } from "@/lib/geo/place-names-hi";

type Page = { items: SellerListingRow[]; total: number; page: number; pageSize: number };

const FILTERS: ListingStatus[] = [
  "active",
  "pending",
  "rejected",
  "paused",
  "expired",
  "sold",
  "rented",
  "blocked",
];

export type RowAction = ListingAction | "feature";

const ACTION_DONE: Record<RowAction, string> = {
  feature: "Listing featured: it shows first in search.",
  pause: "Listing paused. Buyers no longer see it.",
  unpause: "Listing is live again.",
  sold: "Marked as closed. Congratulations!",
  delete: "Listing deleted.",
  renew: "Listing renewed for 90 days.",
};

/** My properties: search, status filter, and the row actions (with a confirm before delete). */
export function PropertiesTable({
  initial,
  initialQuery,
  counts,
  highlight,
}: {
  initial: Page;
  initialQuery: { q: string; status: string; page: number };
  counts: Partial<Record<ListingStatus, number>>;
  highlight: number | null;
}) {
  const t = useTranslations("seller.properties");
  const phrase = usePhrase();
  const locale = useSiteLocale();
  const listingTitle = useListingTitle();
  const [q, setQ] = useState(initialQuery.q);
  const [status, setStatus] = useState(initialQuery.status);
  const [page, setPage] = useState(initialQuery.page);
  /** A changed filter shows its results from the first page. */
  const filterBy = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  const [confirm, setConfirm] = useState<SellerListingRow | null>(null);
  const debouncedQ = useDebounced(q, 300);
  const hydrated = useHydrated();
  const params = { q: debouncedQ, status, page: String(page) };
  const client = useQueryClient();
  const isInitial =
    debouncedQ === initialQuery.q && status === initialQuery.status && page === initialQuery.page;
  useEffect(() => {
    showListInAddress({ q: debouncedQ, status, page: page > 1 ? String(page) : "" });
  }, [debouncedQ, status, page]);
  const { data, isFetching, error } = useQuery({
    queryKey: sellerKeys.listings(params),
    queryFn: () => fetchJson<Page>(`/api/seller/properties?${new URLSearchParams(params)}`),
    initialData: isInitial ? initial : undefined,
    placeholderData: keepPreviousData,
  });
  const act = useMutation({
    mutationFn: ({ id, action }: { id: number; action: RowAction }): Promise<unknown> =>
      action === "feature"
        ? dataOrThrow(featureListingAction(id))
        : dataOrThrow(changeListingStatusAction(id, { action })),
    onSuccess: (_d, v) => {
      toast.success(ACTION_DONE[v.action]);
      setConfirm(null);
      void client.invalidateQueries({ queryKey: ["seller", "listings"] });
    },
    onError: (e) => toast.error((e as Error).message),
  });

  const rows = data?.items ?? [];
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (data?.pageSize ?? 20)));
  return (
    <div className="space-y-4" data-hydrated={hydrated}>
      <div className="flex flex-wrap items-end gap-3">
        <label className="min-w-56 flex-1 text-sm">
          <span className="mb-1 block font-medium text-slate-700">{t("search")}</span>
          <Input
            type="search"
            placeholder={t("searchPlaceholder")}
            value={q}
            onChange={(e) => filterBy(setQ)(e.target.value)}
          />
        </label>
        <FilterSelect
          label={t("status")}
          value={status}
          onChange={filterBy(setStatus)}
          allLabel={t("allStatuses")}
          options={FILTERS.map((s) => ({
            value: s,
            label: `${phrase(LISTING_STATUS_LABELS[s])} (${counts[s] ?? 0})`,
          }))}
        />
        <span className="pb-2 text-sm text-slate-500" aria-live="polite">
          {isFetching ? t("loading") : t("count", { total })}
        </span>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {phrase((error as Error).message)}
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-lg border bg-white border-slate-200">
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th className="px-3 py-2">{t("colProperty")}</th>
              <th className="px-3 py-2">{t("status")}</th>
              <th className="px-3 py-2">{t("colPrice")}</th>
              <th className="px-3 py-2 text-right">{t("colViews")}</th>
              <th className="px-3 py-2 text-right">{t("colEnquiries")}</th>
              <th className="px-3 py-2">{t("colDates")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-3 py-10 text-center text-slate-500">
                  {q || status ? t("noMatch") : t("none")}{" "}
                  <Link
                    href="/saller/property/add"
                    className="font-medium text-brand-600 underline"
                  >
                    {t("post")}
                  </Link>
                </td>
              </tr>
            ) : (
              rows.map((r) => (
                <tr
                  key={r.id}
                  className={r.id === highlight ? "bg-brand-50" : undefined}
                  data-listing-id={r.id}
                >
                  <td className="px-3 py-2">
                    <div className="flex items-center gap-3">
                      <div className="h-12 w-16 shrink-0 overflow-hidden rounded bg-slate-100">
                        {r.coverUrl ? (
                          // eslint-disable-next-line @next/next/no-img-element -- our own small WebP
                          <img
                            src={photoVariantUrl(r.coverUrl, 480)}
                            alt=""
                            className="h-full w-full object-cover"
                          />
                        ) : null}
                      </div>
                      <div className="min-w-0">
                        <p className="max-w-72 truncate font-medium text-slate-900">
                          {listingTitle(r.title)}
                        </p>
                        <p className="text-xs text-slate-500">
                          #{r.id} · {localityName(r.localityName, locale)},{" "}
                          {cityName(r.cityName, locale)}
                        </p>
                        <ListingRowActions
                          row={r}
                          busy={act.isPending}
                          onAction={(action) =>
                            action === "delete" ? setConfirm(r) : act.mutate({ id: r.id, action })
                          }
                        />
                      </div>
                    </div>
                  </td>
                  <td className="px-3 py-2">
                    <StatusBadge status={r.status} />
                    {r.editPendingSince ? <EditPendingBadge /> : null}
                    {r.status === "rejected" && r.rejectionReason ? (
                      <p className="mt-1 max-w-56 text-xs text-red-700">
                        {t("reason", { reason: r.rejectionReason })}
                      </p>
                    ) : null}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {formatPriceShort(r.price, locale)}
                    {r.dealType === "sale" ? "" : phrase("/month")}
                  </td>
                  <td className="px-3 py-2 text-right">{r.views}</td>
                  <td className="px-3 py-2 text-right">{r.enquiries}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-xs text-slate-600">
                    <span className="block">
                      {t("postedOn", { date: formatDate(r.postedAt, locale) })}
                    </span>
                    <span className="block">
                      {t("expiresOn", { date: formatDate(r.expiresAt, locale) })}
                    </span>
                    {r.featuredUntil ? (
                      <span className="block font-medium text-amber-700">
                        {t("featuredUntil", { date: formatDate(r.featuredUntil, locale) })}
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={pages} onPage={setPage} />
      <ConfirmDialog
        open={confirm !== null}
        title={t("deleteTitle")}
        description={t("deleteBody", { title: confirm ? listingTitle(confirm.title) : "" })}
        confirmLabel={t("deleteConfirm")}
        tone="danger"
        busy={act.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) act.mutate({ id: confirm.id, action: "delete" });
        }}
      />
    </div>
  );
}

/**
 * Puts the list's search, status and page in the address bar (without a navigation), so a reload,
 * a shared link or the way back from a listing shows the same page of the same list. Empty values
 * are left out; other parameters in the address stay.
 */
function showListInAddress(values: Record<string, string>): void {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries(values)) {
    if (value) url.searchParams.set(name, value);
    else url.searchParams.delete(name);
  }
  if (url.href !== window.location.href) window.history.replaceState(null, "", url);
}
