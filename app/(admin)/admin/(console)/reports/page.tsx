import type { Metadata } from "next";
import { Link } from "@/components/i18n/link";
import { ReportedListingCard } from "@/components/admin/reports/reported-listing-card";
import { PageHeader } from "@/components/admin/ui/page-header";
import { Pagination } from "@/components/admin/ui/pagination";
import { TabLinks } from "@/components/admin/ui/status-tabs";
import { firstValues, withParams } from "@/lib/admin/search-params";
import { adminPageActor } from "@/lib/admin/session";
import { formatIndianNumber } from "@/lib/format/money";
import { listReportQueue } from "@/lib/reports/report-queue";
import {
  REPORT_QUEUE_SORTS,
  REPORT_QUEUE_VIEWS,
  reportQueueFiltersSchema,
  type ReportQueueSort,
  type ReportQueueView,
} from "@/lib/validation/report";

export const metadata: Metadata = { title: "Buyer reports" };

const VIEW_LABELS: Record<ReportQueueView, string> = {
  open: "Open",
  closed: "Resolved or dismissed",
  all: "All",
};

const SORT_LABELS: Record<ReportQueueSort, string> = {
  most: "Most reported",
  oldest: "Waiting longest",
  newest: "Newest report",
};

/** The moderators' queue of buyers' reports, grouped per listing. */
export default async function ReportsPage({ searchParams }: PageProps<"/admin/reports">) {
  const admin = await adminPageActor();
  const params = firstValues(await searchParams);
  const filters = reportQueueFiltersSchema.parse(params);
  const queue = await listReportQueue(admin, filters);
  const count = (v: ReportQueueView) =>
    v === "all" ? queue.counts.open + queue.counts.closed : queue.counts[v];
  return (
    <>
      <PageHeader
        title="Buyer reports"
        description="Listings that buyers reported (fake photos, wrong price, already sold…), the most reported first. Resolve a report once you have acted on the listing, or dismiss it; every decision is in the listing's history and the audit log."
      />
      {filters.listing ? (
        <p className="mb-3 text-sm text-slate-600">
          Showing listing #{filters.listing} only.{" "}
          <Link
            href={withParams(params, { listing: undefined, page: undefined })}
            className="text-brand-700 hover:underline"
          >
            Show every listing
          </Link>
        </p>
      ) : null}
      <TabLinks
        label="Report status"
        tabs={REPORT_QUEUE_VIEWS.map((v) => ({
          key: v,
          href: withParams(params, { view: v === "open" ? undefined : v, page: undefined }),
          active: filters.view === v,
          children: (
            <>
              {VIEW_LABELS[v]}{" "}
              <span className={filters.view === v ? "text-brand-100" : "text-slate-500"}>
                {formatIndianNumber(count(v))}
              </span>
            </>
          ),
        }))}
      />
      {filters.view === "open" ? (
        <TabLinks
          label="Order"
          tabs={REPORT_QUEUE_SORTS.map((s) => ({
            key: s,
            href: withParams(params, { sort: s === "most" ? undefined : s, page: undefined }),
            active: filters.sort === s,
            children: SORT_LABELS[s],
          }))}
        />
      ) : null}
      {queue.rows.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-sm text-slate-600">
          {filters.view === "open" ? "No open reports. Nothing waits." : "No reports here."}
        </p>
      ) : (
        <ul className="space-y-3" aria-label="Reported listings">
          {queue.rows.map((item) => (
            <ReportedListingCard key={item.listing.id} item={item} />
          ))}
        </ul>
      )}
      <Pagination {...queue} params={params} />
    </>
  );
}
