import type { Metadata } from "next";
import { Link } from "@/components/i18n/link";
import { DocumentDecision } from "@/components/admin/trust/document-decision";
import { FlagCard } from "@/components/admin/trust/flag-card";
import { Card } from "@/components/admin/ui/card";
import { PageHeader } from "@/components/admin/ui/page-header";
import { ListTable, Td } from "@/components/admin/ui/table";
import { adminPageActor } from "@/lib/admin/session";
import { formatDate } from "@/lib/format/date";
import { countOf } from "@/lib/format/count";
import { formatIndianNumber } from "@/lib/format/money";
import { countOpenReports } from "@/lib/reports/report-queue";
import { listWaitingDocuments } from "@/lib/trust/document-decisions";
import { FLAG_LABELS } from "@/lib/trust/fake-rules";
import { listOpenFlags } from "@/lib/trust/flag-queue";
import { getTrustStats } from "@/lib/trust/trust-stats";

export const metadata: Metadata = { title: "Trust" };

const hoursWords = (h: number | null) => (h === null ? "no decisions yet" : `${h} h`);

/** Checks waiting, duplicate and fake flags, and how fast the team decides them. */
export default async function TrustPage() {
  const admin = await adminPageActor();
  const [stats, documents, flags, reports] = await Promise.all([
    getTrustStats(admin),
    listWaitingDocuments(admin),
    listOpenFlags(admin),
    countOpenReports(admin),
  ]);
  return (
    <>
      <PageHeader
        title="Trust"
        description="Owner's documents to match with their listings, and listings flagged as possible duplicates or fakes."
      />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        <Card
          title="Buyer reports"
          actions={
            <Link href="/admin/reports" className="text-sm text-brand-700 hover:underline">
              Open the queue
            </Link>
          }
        >
          <p className="text-2xl font-bold" data-testid="open-buyer-reports">
            {formatIndianNumber(reports.reports)}
          </p>
          <p className="text-sm text-slate-600">
            open, about {countOf(reports.listings, "listing")}
          </p>
        </Card>
        <Card title="Checks waiting">
          <p className="text-2xl font-bold" data-testid="checks-waiting">
            {formatIndianNumber(stats.checksWaiting)}
          </p>
        </Card>
        <Card title="Median time to a decision">
          <p className="text-sm">Documents: {hoursWords(stats.medianHoursToDecision.documents)}</p>
          <p className="text-sm">Flags: {hoursWords(stats.medianHoursToDecision.flags)}</p>
        </Card>
        <Card title="Flags by kind">
          <ul className="text-sm" aria-label="Flags by kind">
            {stats.flags.map((f) => (
              <li key={f.kind}>
                {FLAG_LABELS[f.kind]}: {f.open} open, {f.decided} decided
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <h2 className="mt-6 text-lg font-semibold text-slate-900">Owner&apos;s documents waiting</h2>
      <ListTable
        label="Owner's documents waiting"
        headers={[
          "Listing",
          "Address on the listing",
          "Document",
          "Name on it",
          "Sent",
          "Decision",
        ]}
        rows={documents}
        empty="No documents are waiting."
      >
        {(d) => (
          <tr key={d.checkId}>
            <Td>
              <p className="font-medium">
                #{d.propertyId} {d.title}
              </p>
              <p className="text-xs text-slate-500">Seller: {d.sellerName}</p>
            </Td>
            <Td>
              {[d.address, d.localityName, `${d.cityName}, ${d.state}`, d.pincode]
                .filter(Boolean)
                .join(", ")}
            </Td>
            <Td>
              {d.documentUrl ? (
                <a
                  href={d.documentUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 hover:underline"
                >
                  {d.documentType}
                </a>
              ) : (
                d.documentType
              )}
            </Td>
            <Td>{d.ownerName}</Td>
            <Td className="whitespace-nowrap">{formatDate(d.sentAt)}</Td>
            <Td>
              <DocumentDecision checkId={d.checkId} title={d.title} />
            </Td>
          </tr>
        )}
      </ListTable>
      <h2 className="mt-6 text-lg font-semibold text-slate-900">Flagged listings</h2>
      {flags.length === 0 ? (
        <p className="text-sm text-slate-600">No open flags.</p>
      ) : (
        <ul className="space-y-3" aria-label="Flagged listings">
          {flags.map((f) => (
            <FlagCard key={f.id} flag={f} />
          ))}
        </ul>
      )}
    </>
  );
}
