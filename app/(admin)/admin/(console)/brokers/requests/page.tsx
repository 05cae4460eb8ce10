import type { Metadata } from "next";
import { Link } from "@/components/i18n/link";
import { BrokerDecision } from "@/components/admin/broker-decision";
import { PageHeader } from "@/components/admin/ui/page-header";
import { Pagination } from "@/components/admin/ui/pagination";
import { StatusBadge } from "@/components/admin/ui/status-badge";
import { TabLinks } from "@/components/admin/ui/status-tabs";
import { humanize } from "@/lib/format/labels";
import { ListTable, Td } from "@/components/admin/ui/table";
import { listBrokerRequests } from "@/lib/admin/broker-requests";
import { formatDate } from "@/lib/format/date";
import { firstValues, withParams } from "@/lib/admin/search-params";
import { adminPageActor } from "@/lib/admin/session";
import { BROKER_REQUEST_STATUSES, brokerRequestFiltersSchema } from "@/lib/validation/admin";

export const metadata: Metadata = { title: "Broker requests" };

export default async function BrokerRequestsPage({
  searchParams,
}: PageProps<"/admin/brokers/requests">) {
  const admin = await adminPageActor();
  const params = firstValues(await searchParams);
  const filters = brokerRequestFiltersSchema.parse(params);
  const result = await listBrokerRequests(admin, filters);
  return (
    <>
      <PageHeader
        title="Broker requests"
        description="Agents asking to be verified with their RERA registration. Approving marks the agent verified on their public broker page."
      />
      <TabLinks
        label="Status"
        tabs={[undefined, ...BROKER_REQUEST_STATUSES].map((s) => ({
          key: s ?? "all",
          href: withParams(params, { status: s, page: undefined }),
          active: filters.status === s,
          children: s ? humanize(s) : "All",
        }))}
      />
      <ListTable
        label="Broker requests"
        headers={["Agent", "RERA number", "State", "Document", "Sent", "Status", "Decision"]}
        rows={result.rows}
        empty="No requests here."
      >
        {(r) => (
          <tr key={r.id}>
            <Td>
              <Link
                href={`/admin/sallers/${r.sellerId}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {r.agentName}
              </Link>
              <p className="text-xs text-slate-500">{r.companyName ?? r.email}</p>
            </Td>
            <Td className="break-all font-mono text-xs">{r.reraNumber}</Td>
            <Td>{r.reraState}</Td>
            <Td>
              {r.documentUrl ? (
                <a
                  href={r.documentUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 hover:underline"
                >
                  Open document
                </a>
              ) : (
                <span className="text-slate-500">None</span>
              )}
            </Td>
            <Td className="whitespace-nowrap">{formatDate(r.createdAt)}</Td>
            <Td>
              <StatusBadge status={r.status} />
              {r.reason && <p className="max-w-48 text-xs text-slate-500">{r.reason}</p>}
            </Td>
            <Td>
              {r.status === "pending" ? (
                <BrokerDecision requestId={r.id} agentName={r.agentName} />
              ) : (
                <span className="text-xs text-slate-500">{formatDate(r.decidedAt)}</span>
              )}
            </Td>
          </tr>
        )}
      </ListTable>
      <Pagination {...result} params={params} />
    </>
  );
}
