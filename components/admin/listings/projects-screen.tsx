import Link from "next/link";
import { formatDate } from "@/lib/format/date";
import type { Paged } from "@/lib/admin/paging";
import type { AdminProjectRow } from "@/lib/admin/listings/project-queries";
import { formatPriceShort } from "@/lib/format/money";
import { LISTING_SORT_LABELS, type AdminProjectFilters } from "@/lib/validation/admin";
import { LISTING_STATUSES, type ListingStatus } from "@/lib/validation/property-enums";
import { FilterBar, type FilterField } from "../ui/filter-bar";
import { PageHeader } from "../ui/page-header";
import { Pagination } from "../ui/pagination";
import { PROJECT_STAGE_LABELS } from "@/lib/format/labels";
import { StatusBadge } from "../ui/status-badge";
import { StatusTabs } from "../ui/status-tabs";
import { SelectableTable } from "./selectable-table";

const FIELDS: FilterField[] = [
  {
    kind: "search",
    name: "q",
    label: "Search",
    placeholder: "Name, locality, builder, RERA or #id",
  },
  { kind: "text", name: "city", label: "City", placeholder: "Any city" },
  { kind: "date", name: "from", label: "Posted from" },
  { kind: "date", name: "to", label: "Posted to" },
  {
    kind: "select",
    name: "sort",
    label: "Sort",
    emptyLabel: LISTING_SORT_LABELS.newest,
    options: Object.entries(LISTING_SORT_LABELS)
      .filter(([value]) => value !== "newest")
      .map(([value, label]) => ({ value, label: label.replace("Title", "Name") })),
  },
];

function priceRange(min: number | null, max: number | null): string {
  if (min == null && max == null) return "—";
  if (min != null && max != null && min !== max)
    return `${formatPriceShort(min)} – ${formatPriceShort(max)}`;
  return formatPriceShort((min ?? max)!);
}

export function ProjectsScreen({
  params,
  filters,
  result,
  counts,
}: {
  params: Record<string, string>;
  filters: AdminProjectFilters;
  result: Paged<AdminProjectRow>;
  counts: Partial<Record<ListingStatus, number>>;
}) {
  const rows = result.rows.map((row) => ({
    id: row.id,
    label: row.name,
    cells: [
      <div key="name" className="min-w-52">
        <Link
          href={`/admin/projects/${row.id}`}
          className="font-medium text-brand-700 hover:underline"
        >
          {row.name}
        </Link>
        <p className="text-xs text-slate-500">
          #{row.id} · {[row.localityName, row.cityName].filter(Boolean).join(", ")}
        </p>
      </div>,
      <span key="stage" className="whitespace-nowrap">
        {PROJECT_STAGE_LABELS[row.stage]}
      </span>,
      <div key="rera" className="max-w-56">
        {row.reraNumber ? (
          <span className="break-all">
            {row.reraNumber}
            {row.reraState ? ` (${row.reraState})` : ""}
          </span>
        ) : row.reraExempt ? (
          <span className="text-slate-500">Exempt</span>
        ) : (
          <span className="text-red-700">Missing</span>
        )}
        {row.reraProblem && <p className="text-xs text-red-700">Cannot be approved without it</p>}
      </div>,
      <span key="price" className="whitespace-nowrap">
        {priceRange(row.minPrice, row.maxPrice)}
      </span>,
      <div key="builder">
        <Link href={`/admin/sallers/${row.builderId}`} className="hover:underline">
          {row.builderName}
        </Link>
        {row.companyName && <p className="text-xs text-slate-500">{row.companyName}</p>}
      </div>,
      <div key="status" className="space-y-1">
        <StatusBadge status={row.status} />
        {row.featuredUntil && row.featuredUntil > new Date() && (
          <p className="text-xs text-amber-700">Featured to {formatDate(row.featuredUntil)}</p>
        )}
      </div>,
      <span key="date" className="whitespace-nowrap">
        {formatDate(row.createdAt)}
      </span>,
    ],
  }));
  return (
    <>
      <PageHeader
        title="Projects"
        description="Builder projects. An under-construction or upcoming project needs its RERA registration number before it can be approved."
      />
      <StatusTabs
        statuses={LISTING_STATUSES}
        counts={counts}
        current={filters.status}
        params={params}
      />
      <FilterBar action="/admin/projects" fields={FIELDS} values={params} keep={["status"]} />
      <SelectableTable
        kind="project"
        headers={["Project", "Stage", "RERA", "Price", "Builder", "Status", "Posted"]}
        rows={rows}
        emptyText="No projects match these filters."
      />
      <Pagination {...result} params={params} />
    </>
  );
}
