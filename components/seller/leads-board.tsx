"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useListingTitle } from "@/components/i18n/use-listing-title";
import { usePhrase } from "@/components/i18n/use-phrase";
import { toast } from "@/components/ui/toast";
import { useHydrated } from "@/components/ui/use-hydrated";
import { markSellerLeadsReadAction } from "@/lib/leads/actions";
import type { LeadSource, SellerLead } from "@/lib/leads/seller-leads";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "@/lib/validation/seller";
import { FilterSelect } from "./filter-select";
import { LeadCard } from "./lead-card";
import { fetchJson, sellerKeys } from "./seller-queries";
import { dataOrThrow } from "@/lib/actions/result";
import { Button, buttonClass } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";

type Page = { items: SellerLead[]; total: number; unread: number; page: number; pageSize: number };

/** Enquiries with filters by listing and status, mark-all-read and CSV export. */
export function LeadsBoard({ initial, sources }: { initial: Page; sources: LeadSource[] }) {
  const t = useTranslations("seller.leads");
  const phrase = usePhrase();
  const listingTitle = useListingTitle();
  const statusOptions = LEAD_STATUSES.map((s) => ({
    value: s,
    label: phrase(LEAD_STATUS_LABELS[s]),
  }));
  const [status, setStatus] = useState("");
  const [listing, setListing] = useState("");
  const [page, setPage] = useState(1);
  /** A changed filter shows its results from the first page. */
  const filterBy = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  const client = useQueryClient();
  const hydrated = useHydrated();
  const params = Object.fromEntries(
    Object.entries({ status, listing, page: String(page) }).filter(([, v]) => v !== ""),
  );
  const isInitial = !status && !listing && page === 1;
  const { data, isFetching, error } = useQuery({
    queryKey: sellerKeys.leads(params),
    queryFn: () => fetchJson<Page>(`/api/seller/leads?${new URLSearchParams(params)}`),
    initialData: isInitial ? initial : undefined,
    placeholderData: keepPreviousData,
  });
  const markAll = useMutation({
    mutationFn: () => dataOrThrow(markSellerLeadsReadAction({})),
    onSuccess: () => {
      toast.success("All enquiries marked as read.");
      void client.invalidateQueries({ queryKey: ["seller", "leads"] });
    },
  });
  const exportParams = new URLSearchParams(
    Object.fromEntries(Object.entries({ status, listing }).filter(([, v]) => v)),
  );
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / (data?.pageSize ?? 25)));

  return (
    <div className="space-y-4" data-hydrated={hydrated}>
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          label={t("listing")}
          value={listing}
          onChange={filterBy(setListing)}
          allLabel={t("allListings")}
          options={sources.map((o) => ({
            value: o.value,
            // A listing's title as listing cards word it, then its number if the label has one.
            label: o.title
              ? listingTitle(o.title) + o.label.slice(o.title.length)
              : phrase(o.label),
          }))}
        />
        <FilterSelect
          label={t("status")}
          value={status}
          onChange={filterBy(setStatus)}
          allLabel={t("all")}
          options={statusOptions}
        />
        <p className="pb-2 text-sm text-slate-500" aria-live="polite">
          {isFetching
            ? t("loading")
            : t("count", { total: data?.total ?? 0, unread: data?.unread ?? 0 })}
        </p>
        <div className="ml-auto flex gap-2">
          <Button
            variant="secondary"
            disabled={!data?.unread || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t("markAllRead")}
          </Button>
          <a
            href={`/api/seller/leads/export${exportParams.size ? `?${exportParams}` : ""}`}
            className={buttonClass("secondary")}
            download
          >
            <Download className="h-4 w-4" aria-hidden /> {t("export")}
          </a>
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {phrase((error as Error).message)}
        </p>
      ) : null}
      {data && data.items.length === 0 ? (
        <p className="rounded-lg border bg-white p-8 text-center text-sm text-slate-500 border-slate-200">
          {status || listing ? t("noMatch") : t("none")}
        </p>
      ) : (
        <div className="space-y-3">
          {data?.items.map((lead) => (
            <LeadCard key={`${lead.id}-${lead.status}-${lead.note ?? ""}`} lead={lead} />
          ))}
        </div>
      )}
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  );
}
