import type { Metadata } from "next";
import { EnquiryStatusSelect } from "@/components/admin/enquiry-status-select";
import { FilterBar, type FilterField } from "@/components/admin/ui/filter-bar";
import { PageHeader } from "@/components/admin/ui/page-header";
import { Pagination } from "@/components/admin/ui/pagination";
import { StatusTabs } from "@/components/admin/ui/status-tabs";
import { ListTable, Td } from "@/components/admin/ui/table";
import { countEnquiriesByStatus, listEnquiries } from "@/lib/admin/enquiries";
import { formatDateTime } from "@/lib/format/date";
import { idWords } from "@/lib/format/labels";
import { firstValues } from "@/lib/admin/search-params";
import { adminPageActor } from "@/lib/admin/session";
import {
  ENQUIRY_KINDS,
  ENQUIRY_STATUSES,
  enquiryFiltersSchema,
  type EnquiryStatus,
} from "@/lib/validation/admin";

export const metadata: Metadata = { title: "Enquiries" };

const KIND_LABELS: Record<(typeof ENQUIRY_KINDS)[number], string> = {
  contact: "Contact form",
  service: "Service request",
  advice: "Advice consultation",
};

const FIELDS: FilterField[] = [
  {
    kind: "search",
    name: "q",
    label: "Search",
    placeholder: "Name, e-mail, phone, city or message",
  },
  {
    kind: "select",
    name: "kind",
    label: "Kind",
    options: ENQUIRY_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] })),
  },
];

export default async function EnquiriesPage({ searchParams }: PageProps<"/admin/enquiries">) {
  const admin = await adminPageActor();
  const params = firstValues(await searchParams);
  const filters = enquiryFiltersSchema.parse(params);
  const [result, counts] = await Promise.all([
    listEnquiries(admin, filters),
    countEnquiriesByStatus(admin),
  ]);
  return (
    <>
      <PageHeader
        title="Enquiries"
        description="Requests from the public contact, service and real-estate advice forms, in one inbox."
      />
      <StatusTabs
        statuses={ENQUIRY_STATUSES}
        counts={counts}
        current={filters.status}
        params={params}
      />
      <FilterBar action="/admin/enquiries" fields={FIELDS} values={params} keep={["status"]} />
      <ListTable
        label="Enquiries"
        headers={["From", "Kind", "Message", "Received", "Status"]}
        rows={result.rows}
        empty="The inbox is empty for these filters."
      >
        {(r) => (
          <tr key={r.id}>
            <Td>
              <p className="font-medium">{r.name}</p>
              <p className="text-xs text-slate-500">
                {[r.phone, r.email, r.city].filter(Boolean).join(" · ")}
              </p>
            </Td>
            <Td>
              {KIND_LABELS[r.kind as keyof typeof KIND_LABELS] ?? r.kind}
              {r.service && (
                <p className="text-xs capitalize text-slate-500">
                  {r.kind === "advice" ? "Topic: " : ""}
                  {idWords(r.service)}
                </p>
              )}
              {r.preferredDate && (
                <p className="text-xs text-slate-500">Preferred: {r.preferredDate}</p>
              )}
            </Td>
            <Td className="max-w-lg whitespace-pre-line">{r.message || "—"}</Td>
            <Td className="whitespace-nowrap">{formatDateTime(r.createdAt)}</Td>
            <Td>
              <EnquiryStatusSelect id={r.id} status={r.status as EnquiryStatus} />
            </Td>
          </tr>
        )}
      </ListTable>
      <Pagination {...result} params={params} />
    </>
  );
}
