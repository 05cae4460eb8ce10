import type { Metadata } from "next";
import { Suspense } from "react";
import { ReviewDecision } from "@/components/admin/review-decision";
import { PageHeader } from "@/components/admin/ui/page-header";
import { Pagination } from "@/components/admin/ui/pagination";
import { StatusBadge } from "@/components/admin/ui/status-badge";
import { TabLinks } from "@/components/admin/ui/status-tabs";
import { ListTable, Td } from "@/components/admin/ui/table";
import { formatDate } from "@/lib/format/date";
import { firstValues, withParams, type RawSearchParams } from "@/lib/admin/search-params";
import { adminPageActor } from "@/lib/admin/session";
import { listReviewQueue } from "@/lib/reviews/moderate-reviews";
import {
  REVIEW_QUEUE_VIEWS,
  reviewQueueFiltersSchema,
  type ReviewQueueView,
} from "@/lib/validation/admin";

export const metadata: Metadata = { title: "Locality reviews" };

const VIEW_LABELS: Record<ReviewQueueView, string> = {
  pending: "Waiting",
  reported: "Reported",
  approved: "Published",
  rejected: "Rejected",
};

async function ReviewQueue({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const admin = await adminPageActor();
  const params = firstValues(await searchParams);
  const { view, page } = reviewQueueFiltersSchema.parse(params);
  const result = await listReviewQueue(admin, view, page);
  return (
    <>
      <TabLinks
        label="Review status"
        tabs={REVIEW_QUEUE_VIEWS.map((v) => ({
          key: v,
          href: withParams(params, { view: v === "pending" ? undefined : v, page: undefined }),
          active: view === v,
          children: VIEW_LABELS[v],
        }))}
      />
      <ListTable
        label="Locality reviews"
        headers={["Locality", "Author", "Rating", "Review", "Updated", "Status", "Decision"]}
        rows={result.rows}
        empty="No reviews here."
      >
        {(r) => (
          <tr key={r.id}>
            <Td>
              <span className="font-medium">{r.locality}</span>
              <p className="text-xs text-slate-500">{r.city}</p>
            </Td>
            <Td>
              {r.author}
              <p className="text-xs text-slate-500">{r.email}</p>
            </Td>
            <Td>{r.overall} / 5</Td>
            <Td className="max-w-md">
              <p className="line-clamp-4 whitespace-pre-line text-sm">{r.body}</p>
              {r.reports > 0 ? (
                <p className="text-xs text-rose-700">
                  Reported {r.reports} time{r.reports === 1 ? "" : "s"}
                </p>
              ) : null}
            </Td>
            <Td className="whitespace-nowrap">{formatDate(r.updatedAt)}</Td>
            <Td>
              <StatusBadge status={r.status} />
              {r.rejectionReason && (
                <p className="max-w-48 text-xs text-slate-500">{r.rejectionReason}</p>
              )}
            </Td>
            <Td>
              {r.status === "rejected" ? (
                <span className="text-xs text-slate-500">—</span>
              ) : (
                <ReviewDecision
                  reviewId={r.id}
                  author={r.author}
                  canApprove={r.status === "pending"}
                />
              )}
            </Td>
          </tr>
        )}
      </ListTable>
      <Pagination {...result} params={params} />
    </>
  );
}

/** Moderation queue for residents' locality reviews. */
export default function ReviewsPage({ searchParams }: PageProps<"/admin/reviews">) {
  return (
    <>
      <PageHeader
        title="Locality reviews"
        description="Residents' reviews wait here until approved; published ones that readers report come back under Reported. Every decision is in the audit log."
      />
      <Suspense fallback={<div className="h-64 animate-pulse rounded-xl bg-slate-100" />}>
        <ReviewQueue searchParams={searchParams} />
      </Suspense>
    </>
  );
}
