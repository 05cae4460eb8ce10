import type { Metadata } from "next";
import Link from "next/link";
import { AccountActions } from "@/components/admin/accounts/account-actions";
import { FilterBar, type FilterField } from "@/components/admin/ui/filter-bar";
import { PageHeader } from "@/components/admin/ui/page-header";
import { Pagination } from "@/components/admin/ui/pagination";
import { StatusBadge } from "@/components/admin/ui/status-badge";
import { EmptyRow, Table, Td, Th } from "@/components/admin/ui/table";
import { listUsers } from "@/lib/admin/accounts/user-queries";
import { formatDate } from "@/lib/format/date";
import { firstValues } from "@/lib/admin/search-params";
import { adminPageActor } from "@/lib/admin/session";
import { ACCOUNT_STATUSES, userFiltersSchema } from "@/lib/validation/admin";

export const metadata: Metadata = { title: "Users" };

const FIELDS: FilterField[] = [
  { kind: "search", name: "q", label: "Search", placeholder: "Name, e-mail, phone or #id" },
  {
    kind: "select",
    name: "status",
    label: "Status",
    options: ACCOUNT_STATUSES.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) })),
  },
];

export default async function UsersPage({ searchParams }: PageProps<"/admin/users/manage">) {
  const admin = await adminPageActor();
  const params = firstValues(await searchParams);
  const result = await listUsers(admin, userFiltersSchema.parse(params));
  return (
    <>
      <PageHeader
        title="Users"
        description="Buyer accounts. Open one to see the enquiries they sent."
      />
      <FilterBar action="/admin/users/manage" fields={FIELDS} values={params} />
      <Table label="Users">
        <thead>
          <tr>
            <Th>User</Th>
            <Th>Phone</Th>
            <Th>Enquiries</Th>
            <Th>Status</Th>
            <Th>Joined</Th>
            <Th>Last login</Th>
            <Th>Actions</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {result.rows.length === 0 && (
            <EmptyRow colSpan={7}>No users match these filters.</EmptyRow>
          )}
          {result.rows.map((u) => (
            <tr key={u.id}>
              <Td>
                <Link
                  href={`/admin/users/${u.id}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {u.name}
                </Link>
                <p className="text-xs text-slate-500">{u.email}</p>
              </Td>
              <Td className="whitespace-nowrap">{u.phone}</Td>
              <Td>{u.enquiries}</Td>
              <Td>
                <StatusBadge status={u.status} />
                {u.blockedReason && (
                  <p className="max-w-44 truncate text-xs text-slate-500" title={u.blockedReason}>
                    {u.blockedReason}
                  </p>
                )}
              </Td>
              <Td className="whitespace-nowrap">{formatDate(u.createdAt)}</Td>
              <Td className="whitespace-nowrap">{formatDate(u.lastLoginAt)}</Td>
              <Td>
                <AccountActions userId={u.id} name={u.name} status={u.status} isSeller={false} />
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pagination {...result} params={params} />
    </>
  );
}
