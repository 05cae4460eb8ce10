"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { useHydrated } from "@/components/ui/use-hydrated";
import { Select } from "@/components/listing-form/form-controls";
import type { SellerLead } from "@/lib/leads/seller-leads";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "@/lib/validation/seller";
import { LeadCard } from "./lead-card";
import { fetchJson, sellerKeys } from "./seller-queries";
import { Button, buttonClass } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";

type Page = { items: SellerLead[]; total: number; unread: number; page: number; pageSize: number };

/** Enquiries with filters by listing and status, mark-all-read and CSV export. */
export function LeadsBoard({
  initial,
  sources,
}: {
  initial: Page;
  sources: { value: string; label: string }[];
}) {
  const [status, setStatus] = useState("");
  const [listing, setListing] = useState("");
  const [page, setPage] = useState(1);
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
    mutationFn: () =>
      fetchJson("/api/seller/leads/read", { method: "POST", body: JSON.stringify({}) }),
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
        <label className="text-sm">
          <span className="mb-1 block font-medium text-slate-700">Listing</span>
          <Select
            value={listing}
            onChange={(e) => {
              setListing(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All listings and projects</option>
            {sources.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium text-slate-700">Status</span>
          <Select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LEAD_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </label>
        <p className="pb-2 text-sm text-slate-500" aria-live="polite">
          {isFetching ? "Loading…" : `${data?.total ?? 0} enquiries · ${data?.unread ?? 0} unread`}
        </p>
        <div className="ml-auto flex gap-2">
          <Button
            variant="secondary"
            disabled={!data?.unread || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            Mark all read
          </Button>
          <a
            href={`/api/seller/leads/export${exportParams.size ? `?${exportParams}` : ""}`}
            className={buttonClass("secondary")}
            download
          >
            <Download className="h-4 w-4" aria-hidden /> Export CSV
          </a>
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {(error as Error).message}
        </p>
      ) : null}
      {data && data.items.length === 0 ? (
        <p className="rounded-lg border bg-white p-8 text-center text-sm text-slate-500 border-slate-200">
          {status || listing
            ? "No enquiries match these filters."
            : "No enquiries yet. They appear here as soon as a buyer contacts you."}
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
