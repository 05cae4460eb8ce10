import { Link } from "@/components/i18n/link";
import { ALLOWED_FROM } from "@/lib/admin/listings/moderation-rules";
import { countOf } from "@/lib/format/count";
import { formatDate, formatDateTime } from "@/lib/format/date";
import type { QueuedReport, ReportedListing } from "@/lib/reports/report-queue";
import { propertyPath } from "@/lib/seo/urls";
import { REPORT_REASONS } from "@/lib/validation/report-reasons";
import type { ReportDecisionKind } from "@/lib/validation/report";
import { StatusBadge } from "../ui/status-badge";
import { ReportDecision } from "./report-decision";

const REASON_LABELS = new Map<string, string>(REPORT_REASONS.map((r) => [r.id, r.label]));
const ROLE_LABELS = { user: "Buyer", seller: "Seller", admin: "Admin" } as const;
/** Statuses with a public page buyers can see (and report). */
const PUBLIC = new Set(["active", "sold", "rented"]);

function Reporter({ reporter }: { reporter: QueuedReport["reporter"] }) {
  if (!reporter) return <span className="text-slate-500">Deleted account</span>;
  const href =
    reporter.role === "seller" ? `/admin/sallers/${reporter.id}` : `/admin/users/${reporter.id}`;
  return (
    <>
      <Link href={href} className="font-medium text-brand-700 hover:underline">
        {reporter.name}
      </Link>{" "}
      <span className="text-slate-500">
        ({ROLE_LABELS[reporter.role]}; {countOf(reporter.filed, "report")} filed
        {reporter.dismissed > 0 ? `, ${reporter.dismissed} dismissed` : ""})
      </span>
    </>
  );
}

function ReportItem({ report, listingId }: { report: QueuedReport; listingId: number }) {
  return (
    <li className="space-y-1 py-3" aria-label={`Report #${report.id}`}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-900">
          {REASON_LABELS.get(report.reason) ?? report.reason}
        </span>
        {report.status === "open" ? null : <StatusBadge status={report.status} />}
        <span className="text-xs text-slate-500">{formatDateTime(report.createdAt)}</span>
      </div>
      {report.details ? (
        <p className="whitespace-pre-line text-sm text-slate-700 [overflow-wrap:anywhere]">
          {report.details}
        </p>
      ) : (
        <p className="text-sm text-slate-500">No details given.</p>
      )}
      <p className="text-xs">
        Reported by <Reporter reporter={report.reporter} />
      </p>
      {report.status === "open" ? (
        <ReportDecision
          propertyId={listingId}
          reportId={report.id}
          openCount={1}
          subject={`report #${report.id}`}
          choices={["resolve", "dismiss"]}
        />
      ) : (
        <p className="text-xs text-slate-600">
          {report.status === "dismissed" ? "Dismissed" : "Resolved"} by{" "}
          {report.resolvedByName ?? "the system"} on {formatDateTime(report.resolvedAt)}
          {report.resolutionNote ? `: ${report.resolutionNote}` : ""}
        </p>
      )}
    </li>
  );
}

/** One reported listing in the moderators' queue: the listing, its reports and what to do. */
export function ReportedListingCard({ item }: { item: ReportedListing }) {
  const l = item.listing;
  const choices: ReportDecisionKind[] = [
    "resolve",
    "dismiss",
    ...(["reject", "block"] as const).filter((a) => ALLOWED_FROM[a].includes(l.status)),
  ];
  return (
    <li
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-label={`Listing #${l.id} ${l.title}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            <Link href={`/admin/properties/${l.id}`} className="text-brand-700 hover:underline">
              #{l.id} {l.title}
            </Link>
          </p>
          <p className="text-sm text-slate-600">
            {l.place} · Seller:{" "}
            <Link href={`/admin/sallers/${l.sellerId}`} className="hover:underline">
              {l.sellerName}
            </Link>
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <StatusBadge status={l.status} />
            {PUBLIC.has(l.status) ? (
              <Link
                href={propertyPath(l)}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-700 hover:underline"
              >
                Public page
              </Link>
            ) : null}
          </div>
        </div>
        <div className="text-right text-sm">
          <p
            className={
              item.openCount > 1
                ? "font-bold text-rose-700"
                : item.openCount === 1
                  ? "font-semibold text-amber-700"
                  : "text-slate-500"
            }
            data-testid="open-report-count"
          >
            {countOf(item.openCount, "open report")}
          </p>
          <p className="text-xs text-slate-500">
            {item.totalCount} in all
            {item.waitingSince ? ` · waiting since ${formatDate(item.waitingSince)}` : ""}
          </p>
        </div>
      </div>
      <ul className="divide-y divide-slate-100 border-t border-slate-100" aria-label="Reports">
        {item.reports.map((r) => (
          <ReportItem key={r.id} report={r} listingId={l.id} />
        ))}
      </ul>
      {item.openCount > 0 ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
          <span className="text-xs font-medium uppercase text-slate-500">The listing</span>
          <ReportDecision
            propertyId={l.id}
            openCount={item.openCount}
            subject={`listing #${l.id}`}
            choices={choices}
          />
          <Link
            href={`/admin/properties/${l.id}`}
            className="text-sm text-brand-700 hover:underline"
          >
            More actions on the listing page
          </Link>
        </div>
      ) : null}
    </li>
  );
}
