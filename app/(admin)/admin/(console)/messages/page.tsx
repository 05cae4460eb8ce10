import type { Metadata } from "next";
import { Link } from "@/components/i18n/link";
import { ResolveReportButton } from "@/components/messages/resolve-report-button";
import { PageHeader } from "@/components/admin/ui/page-header";
import { ListTable, Td } from "@/components/admin/ui/table";
import { adminPageActor } from "@/lib/admin/session";
import { formatDateTime } from "@/lib/format/date";
import { listReportedThreads } from "@/lib/messages/admin-queue";
import { slowestResponders } from "@/lib/messages/response-time";

export const metadata: Metadata = { title: "Conversations" };

/** Reported conversations (the queue) and the sellers slowest to answer buyers. */
export default async function AdminMessagesPage() {
  const admin = await adminPageActor();
  const [reported, slow] = await Promise.all([listReportedThreads(admin), slowestResponders()]);
  return (
    <>
      <PageHeader
        title="Conversations"
        description="Conversations buyers reported, and the sellers who take longest to reply."
      />
      <h2 className="mb-2 text-lg font-semibold text-slate-900">Reported conversations</h2>
      <ListTable
        label="Reported conversations"
        headers={["Buyer", "Seller", "About", "Reason", "Reported", "Action"]}
        rows={reported}
        empty="No open reports."
      >
        {(r) => (
          <tr key={r.id}>
            <Td>
              <p className="font-medium">{r.buyerName}</p>
              <p className="text-xs text-slate-500">{r.buyerPhone}</p>
            </Td>
            <Td>
              <p>{r.sellerName}</p>
              <p className="text-xs text-slate-500">{r.sellerEmail}</p>
            </Td>
            <Td>
              <Link href={`/admin/messages/${r.id}`} className="text-brand-700 underline">
                {r.subject}
              </Link>
            </Td>
            <Td>{r.reason}</Td>
            <Td>{formatDateTime(r.reportedAt)}</Td>
            <Td>
              <ResolveReportButton threadId={r.id} />
            </Td>
          </tr>
        )}
      </ListTable>
      <h2 className="mb-2 mt-8 text-lg font-semibold text-slate-900">Slowest responders</h2>
      <p className="mb-2 text-sm text-slate-600">
        Median time to the first reply over the last 90 days, sellers with at least 5 conversations;
        slowest first.
      </p>
      <ListTable
        label="Slowest responders"
        headers={["Seller", "Conversations", "Unanswered", "Median first reply"]}
        rows={slow}
        empty="No seller has 5 conversations in the last 90 days yet."
      >
        {(r) => (
          <tr key={r.sellerId}>
            <Td>
              <Link href={`/admin/sallers/${r.sellerId}`} className="text-brand-700 underline">
                {r.name}
              </Link>
              <p className="text-xs text-slate-500">{r.email}</p>
            </Td>
            <Td>{r.threads}</Td>
            <Td>{r.unanswered}</Td>
            <Td>{r.medianHours === null ? "Mostly unanswered" : `${r.medianHours} h`}</Td>
          </tr>
        )}
      </ListTable>
    </>
  );
}
