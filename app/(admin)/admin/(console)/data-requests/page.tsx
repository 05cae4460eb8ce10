import type { Metadata } from "next";
import { Link } from "@/components/i18n/link";
import { PageHeader } from "@/components/admin/ui/page-header";
import { EmptyRow, Table, Td, Th } from "@/components/admin/ui/table";
import { adminPageActor } from "@/lib/admin/session";
import { formatDateTime } from "@/lib/format/date";
import { DATA_REQUEST_DAYS, listDataRequests } from "@/lib/privacy/data-requests";

export const metadata: Metadata = { title: "Data requests" };

const KIND_LABEL: Record<string, string> = { export: "Download", erasure: "Deletion" };

function daysLeft(due: Date, now: Date): number {
  return Math.ceil((due.getTime() - now.getTime()) / (24 * 60 * 60 * 1000));
}

export default async function DataRequestsPage() {
  const admin = await adminPageActor();
  const rows = await listDataRequests(admin);
  const now = new Date();
  return (
    <>
      <PageHeader
        title="Data requests"
        description={`Requests to download or delete personal data (DPDP Act 2023). Each must be answered within ${DATA_REQUEST_DAYS} days; waiting ones come first, nearest deadline first.`}
      />
      <Table label="Data requests">
        <thead>
          <tr>
            <Th>Received</Th>
            <Th>Account</Th>
            <Th>Request</Th>
            <Th>Status</Th>
            <Th>Deadline</Th>
            <Th>Note</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 && <EmptyRow colSpan={6}>No data requests yet.</EmptyRow>}
          {rows.map((row) => {
            const left = daysLeft(row.dueAt, now);
            return (
              <tr key={row.id}>
                <Td className="whitespace-nowrap">{formatDateTime(row.requestedAt)}</Td>
                <Td>
                  <Link href={`/admin/users/${row.userId}`} className="text-brand-700 underline">
                    {row.deleted ? `Deleted account #${row.userId}` : row.name}
                  </Link>
                </Td>
                <Td>{KIND_LABEL[row.kind] ?? row.kind}</Td>
                <Td>
                  {row.status === "completed" && row.completedAt
                    ? `Done ${formatDateTime(row.completedAt)}`
                    : "Waiting"}
                </Td>
                <Td className="whitespace-nowrap">
                  {formatDateTime(row.dueAt)}
                  {row.status === "pending" ? (
                    <p className={`text-xs ${left <= 7 ? "text-red-700" : "text-slate-500"}`}>
                      {left >= 0 ? `${left} days left` : `${-left} days overdue`}
                    </p>
                  ) : null}
                </Td>
                <Td>{row.detail || "—"}</Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </>
  );
}
