import type { Metadata } from "next";
import { Link } from "@/components/i18n/link";
import { ChangeList } from "@/components/admin/history-list";
import { FilterBar } from "@/components/admin/ui/filter-bar";
import { PageHeader } from "@/components/admin/ui/page-header";
import { Pagination } from "@/components/admin/ui/pagination";
import { EmptyRow, Table, Td, Th } from "@/components/admin/ui/table";
import { formatDateTime } from "@/lib/format/date";
import { idWords } from "@/lib/format/labels";
import { auditActionLabel } from "@/lib/audit/audit-changes";
import { firstValues } from "@/lib/admin/search-params";
import { adminPageActor } from "@/lib/admin/session";
import { auditFacets, listAuditLog } from "@/lib/audit/audit-queries";
import { auditFiltersSchema } from "@/lib/validation/admin";

export const metadata: Metadata = { title: "Audit log" };

const ENTITY_LINKS: Record<string, (id: string) => string> = {
  property: (id) => `/admin/properties/${id}`,
  project: (id) => `/admin/projects/${id}`,
  user: (id) => `/admin/users/${id}`,
  plan: (id) => `/admin/subscription/edit?id=${id}`,
};

export default async function AuditPage({ searchParams }: PageProps<"/admin/audit">) {
  const admin = await adminPageActor();
  const params = firstValues(await searchParams);
  const [result, facets] = await Promise.all([
    listAuditLog(admin, auditFiltersSchema.parse(params)),
    auditFacets(admin),
  ]);
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every admin change: who, what, when, and the values before and after. Written in the same transaction as the change."
      />
      <FilterBar
        action="/admin/audit"
        values={params}
        fields={[
          {
            kind: "select",
            name: "entity",
            label: "Record",
            options: facets.entities.map((e) => ({ value: e, label: idWords(e) })),
          },
          {
            kind: "select",
            name: "action",
            label: "Action",
            options: facets.actions.map((a) => ({ value: a, label: auditActionLabel(a) })),
          },
        ]}
      />
      <Table label="Audit log">
        <thead>
          <tr>
            <Th>When</Th>
            <Th>Who</Th>
            <Th>Action</Th>
            <Th>Record</Th>
            <Th>Changes</Th>
            <Th>Reason</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {result.rows.length === 0 && (
            <EmptyRow colSpan={6}>No admin actions recorded yet.</EmptyRow>
          )}
          {result.rows.map((row) => {
            const link = ENTITY_LINKS[row.entity]?.(row.entityId);
            const record = `${idWords(row.entity)} #${row.entityId}`;
            return (
              <tr key={row.id}>
                <Td className="whitespace-nowrap">{formatDateTime(row.createdAt)}</Td>
                <Td>
                  {row.actorName ?? "—"}
                  <p className="text-xs text-slate-500">{row.actorEmail}</p>
                </Td>
                <Td>{auditActionLabel(row.action)}</Td>
                <Td className="whitespace-nowrap">
                  {link ? (
                    <Link href={link} className="text-brand-700 hover:underline">
                      {record}
                    </Link>
                  ) : (
                    record
                  )}
                </Td>
                <Td>
                  <ChangeList before={row.before} after={row.after} />
                </Td>
                <Td className="max-w-xs">{row.reason ?? "—"}</Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <Pagination {...result} params={params} />
    </>
  );
}
