import type { Metadata } from "next";
import { Download } from "lucide-react";
import { Link } from "@/components/i18n/link";
import { FilterBar, type FilterField } from "@/components/admin/ui/filter-bar";
import { RefundButton } from "@/components/admin/payments/refund-button";
import { PageHeader } from "@/components/admin/ui/page-header";
import { Pagination } from "@/components/admin/ui/pagination";
import { StatusBadge } from "@/components/admin/ui/status-badge";
import { humanize } from "@/lib/format/labels";
import { EmptyRow, Table, Td, Th } from "@/components/admin/ui/table";
import { formatDateTime } from "@/lib/format/date";
import { firstValues, withParams } from "@/lib/admin/search-params";
import { adminPageActor } from "@/lib/admin/session";
import { formatINR } from "@/lib/format/money";
import { listPaymentsForAdmin, paymentTotals } from "@/lib/payments/admin-payments";
import { PAYMENT_STATUSES, paymentFiltersSchema } from "@/lib/validation/admin";

export const metadata: Metadata = { title: "Payments" };

const FIELDS: FilterField[] = [
  {
    kind: "search",
    name: "q",
    label: "Search",
    placeholder: "Transaction id, seller name or e-mail",
  },
  {
    kind: "select",
    name: "status",
    label: "Status",
    options: PAYMENT_STATUSES.map((s) => ({ value: s, label: humanize(s) })),
  },
  { kind: "date", name: "from", label: "From" },
  { kind: "date", name: "to", label: "To" },
];

const SHOWN_TOTALS = ["completed", "pending", "failed", "refunded"] as const;

export default async function PaymentsPage({ searchParams }: PageProps<"/admin/all/payments">) {
  const admin = await adminPageActor();
  const params = firstValues(await searchParams);
  const filters = paymentFiltersSchema.parse(params);
  const [result, totals] = await Promise.all([
    listPaymentsForAdmin(admin, filters),
    paymentTotals(admin, filters),
  ]);
  const exportHref = `/api/admin/payments/export${withParams(params, { page: undefined })}`;
  return (
    <>
      <PageHeader
        title="Payments"
        description="Every payment for subscription plans. Amounts in rupees; dates in Indian time."
        actions={
          <a
            href={exportHref}
            download
            className="inline-flex items-center gap-1.5 rounded-md border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            <Download className="size-4" aria-hidden /> Export CSV
          </a>
        }
      />
      <FilterBar action="/admin/all/payments" fields={FIELDS} values={params} />
      <dl aria-label="Totals" className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {SHOWN_TOTALS.map((s) => (
          <div key={s} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-xs uppercase text-slate-500">{humanize(s)}</dt>
            <dd className="text-lg font-semibold" data-testid={`total-${s}`}>
              {formatINR(totals[s].amount)}
            </dd>
            <dd className="text-xs text-slate-500">{totals[s].count} payments</dd>
          </div>
        ))}
        <div className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs uppercase text-slate-500">All statuses</dt>
          <dd className="text-lg font-semibold">{totals.all.count}</dd>
          <dd className="text-xs text-slate-500">payments in range</dd>
        </div>
      </dl>
      <Table label="Payments">
        <thead>
          <tr>
            <Th>Transaction ID</Th>
            <Th>Seller</Th>
            <Th>Plan</Th>
            <Th className="text-right">Amount</Th>
            <Th>Method</Th>
            <Th>Date</Th>
            <Th>Status</Th>
            <Th>Invoice</Th>
            <Th>Actions</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {result.rows.length === 0 && (
            <EmptyRow colSpan={9}>No payments match these filters.</EmptyRow>
          )}
          {result.rows.map((p) => (
            <tr key={p.id}>
              <Td className="font-mono text-xs">
                {p.transactionId}
                {p.orderId && p.orderId !== p.transactionId && (
                  <p className="text-slate-500">{p.orderId}</p>
                )}
              </Td>
              <Td>
                <Link
                  href={`/admin/sallers/${p.sellerId}`}
                  className="text-brand-700 hover:underline"
                >
                  {p.sellerName}
                </Link>
                <p className="text-xs text-slate-500">{p.sellerEmail}</p>
              </Td>
              <Td>{p.planName ?? "—"}</Td>
              <Td className="whitespace-nowrap text-right font-medium">{formatINR(p.amount)}</Td>
              <Td className="uppercase">{p.method ?? "—"}</Td>
              <Td className="whitespace-nowrap">{formatDateTime(p.date)}</Td>
              <Td>
                <StatusBadge status={p.status} />
                {p.refundId && <p className="font-mono text-xs text-slate-500">{p.refundId}</p>}
              </Td>
              <Td className="whitespace-nowrap">
                {p.invoiceId ? (
                  <a
                    href={`/api/invoices/${p.invoiceId}`}
                    download
                    className="text-brand-700 hover:underline"
                  >
                    {p.invoiceNumber}
                  </a>
                ) : (
                  "—"
                )}
              </Td>
              <Td>
                {p.status === "completed" ? (
                  <RefundButton paymentId={p.id} label={p.transactionId} />
                ) : null}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pagination {...result} params={params} />
    </>
  );
}
