import { Link } from "@/components/i18n/link";
import type { AdminUserDetail } from "@/lib/admin/accounts/user-queries";
import { formatDate, formatDateTime } from "@/lib/format/date";
import { HistoryList } from "../history-list";
import { Card, Facts } from "../ui/card";
import { StatusBadge } from "../ui/status-badge";
import { EmptyRow, Table, Td, Th } from "../ui/table";
import { AccountActions } from "./account-actions";
import { AccountHeader } from "./account-header";

export function UserProfile({ detail }: { detail: AdminUserDetail }) {
  const { account } = detail;
  return (
    <div className="space-y-5">
      <AccountHeader
        list={{ href: "/admin/users/manage", label: "Users" }}
        account={account}
        actions={
          account.role !== "admin" && (
            <AccountActions
              userId={account.id}
              name={account.name}
              status={account.status}
              isSeller={account.role === "seller"}
            />
          )
        }
      />
      <Card title="Account">
        <Facts
          items={[
            ["E-mail", account.email],
            ["Phone", account.phone],
            ["Role", account.role],
            ["Joined", formatDate(account.createdAt)],
            ["Last login", formatDate(account.lastLoginAt)],
            ["Enquiries sent", account.enquiries],
          ]}
        />
      </Card>
      <section>
        <h2 className="mb-2 text-lg font-semibold">Enquiries to sellers</h2>
        <Table label="Enquiries to sellers">
          <thead>
            <tr>
              <Th>About</Th>
              <Th>Seller</Th>
              <Th>Message</Th>
              <Th>Status</Th>
              <Th>Sent</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {detail.leads.length === 0 && <EmptyRow colSpan={5}>No enquiries sent.</EmptyRow>}
            {detail.leads.map((l) => (
              <tr key={l.id}>
                <Td>
                  {l.propertyId ? (
                    <Link
                      href={`/admin/properties/${l.propertyId}`}
                      className="text-brand-700 hover:underline"
                    >
                      {l.subject}
                    </Link>
                  ) : l.projectId ? (
                    <Link
                      href={`/admin/projects/${l.projectId}`}
                      className="text-brand-700 hover:underline"
                    >
                      {l.subject}
                    </Link>
                  ) : (
                    l.subject
                  )}
                </Td>
                <Td>{l.sellerName}</Td>
                <Td className="max-w-md whitespace-pre-line">{l.message || "—"}</Td>
                <Td>
                  <StatusBadge status={l.status} />
                </Td>
                <Td className="whitespace-nowrap">{formatDateTime(l.createdAt)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </section>
      <section>
        <h2 className="mb-2 text-lg font-semibold">Contact, service and advice requests</h2>
        <Table label="Requests from public forms">
          <thead>
            <tr>
              <Th>Kind</Th>
              <Th>Message</Th>
              <Th>Status</Th>
              <Th>Sent</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {detail.contactRequests.length === 0 && <EmptyRow colSpan={4}>No requests.</EmptyRow>}
            {detail.contactRequests.map((r) => (
              <tr key={r.id}>
                <Td className="capitalize">
                  {r.kind}
                  {r.service ? ` · ${r.service.replace(/-/g, " ")}` : ""}
                </Td>
                <Td className="max-w-md whitespace-pre-line">{r.message || "—"}</Td>
                <Td>
                  <StatusBadge status={r.status} />
                </Td>
                <Td className="whitespace-nowrap">{formatDateTime(r.createdAt)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </section>
      <Card title="History">
        <HistoryList entries={detail.history} />
      </Card>
    </div>
  );
}
