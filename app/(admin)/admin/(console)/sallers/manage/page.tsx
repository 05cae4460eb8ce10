import type { Metadata } from "next";
import Link from "next/link";
import { AccountActions } from "@/components/admin/accounts/account-actions";
import { FilterBar, type FilterField } from "@/components/admin/ui/filter-bar";
import { PageHeader } from "@/components/admin/ui/page-header";
import { Pagination } from "@/components/admin/ui/pagination";
import { StatusBadge } from "@/components/admin/ui/status-badge";
import { EmptyRow, Table, Td, Th } from "@/components/admin/ui/table";
import { listSellers } from "@/lib/admin/accounts/seller-queries";
import { formatDate } from "@/lib/format/date";
import { firstValues } from "@/lib/admin/search-params";
import { adminPageActor } from "@/lib/admin/session";
import { ACCOUNT_STATUSES, sellerFiltersSchema } from "@/lib/validation/admin";
import { SELLER_KIND_LABELS } from "@/lib/validation/plan";
import { SELLER_KINDS } from "@/lib/validation/property-enums";

export const metadata: Metadata = { title: "Sellers" };

const FIELDS: FilterField[] = [
  {
    kind: "search",
    name: "q",
    label: "Search",
    placeholder: "Name, e-mail, phone, company, RERA or #id",
  },
  {
    kind: "select",
    name: "kind",
    label: "Type",
    options: SELLER_KINDS.map((k) => ({ value: k, label: SELLER_KIND_LABELS[k] })),
  },
  {
    kind: "select",
    name: "status",
    label: "Status",
    options: ACCOUNT_STATUSES.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) })),
  },
];

export default async function SellersPage({ searchParams }: PageProps<"/admin/sallers/manage">) {
  const admin = await adminPageActor();
  const params = firstValues(await searchParams);
  const result = await listSellers(admin, sellerFiltersSchema.parse(params));
  return (
    <>
      <PageHeader
        title="Sellers"
        description="Owners, agents and builders. Blocking a seller signs them out and takes their active listings out of search until they are unblocked."
      />
      <FilterBar action="/admin/sallers/manage" fields={FIELDS} values={params} />
      <Table label="Sellers">
        <thead>
          <tr>
            <Th>Seller</Th>
            <Th>Type</Th>
            <Th>Company</Th>
            <Th>Listings</Th>
            <Th>Plan</Th>
            <Th>Status</Th>
            <Th>Joined</Th>
            <Th>Actions</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {result.rows.length === 0 && (
            <EmptyRow colSpan={8}>No sellers match these filters.</EmptyRow>
          )}
          {result.rows.map((s) => (
            <tr key={s.id}>
              <Td>
                <Link
                  href={`/admin/sallers/${s.id}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {s.name}
                </Link>
                <p className="text-xs text-slate-500">{s.email}</p>
              </Td>
              <Td>{SELLER_KIND_LABELS[s.kind]}</Td>
              <Td>
                {s.companyName ?? "—"}
                {s.reraNumber && <p className="text-xs text-slate-500">RERA {s.reraNumber}</p>}
              </Td>
              <Td>
                {s.listings}
                <p className="text-xs text-slate-500">{s.activeListings} active</p>
              </Td>
              <Td>{s.planName ?? <span className="text-slate-400">No plan</span>}</Td>
              <Td>
                <div className="flex flex-col items-start gap-1">
                  <StatusBadge status={s.status} />
                  {s.verified && <StatusBadge status="verified" label="Verified" />}
                  {s.blockedReason && (
                    <p className="max-w-44 truncate text-xs text-slate-500" title={s.blockedReason}>
                      {s.blockedReason}
                    </p>
                  )}
                </div>
              </Td>
              <Td className="whitespace-nowrap">{formatDate(s.createdAt)}</Td>
              <Td>
                <AccountActions
                  userId={s.id}
                  name={s.name}
                  status={s.status}
                  isSeller
                  verified={s.verified}
                />
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pagination {...result} params={params} />
    </>
  );
}
