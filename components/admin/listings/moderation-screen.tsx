import { Link } from "@/components/i18n/link";
import type { ReactNode } from "react";
import type { Paged } from "@/lib/admin/paging";
import { formatDate } from "@/lib/format/date";
import { LISTING_SORT_LABELS } from "@/lib/validation/admin";
import { LISTING_STATUSES, type ListingStatus } from "@/lib/validation/property-enums";
import { FilterBar, type FilterField } from "../ui/filter-bar";
import { PageHeader } from "../ui/page-header";
import { Pagination } from "../ui/pagination";
import { StatusBadge } from "../ui/status-badge";
import { StatusTabs } from "../ui/status-tabs";
import { SelectableTable } from "./selectable-table";

/** What every moderated row has: the status and posted columns are drawn from it. */
export type ModeratedRow = {
  id: number;
  status: ListingStatus;
  featuredUntil: Date | null;
  createdAt: Date;
  rejectionReason?: string | null;
};

/** The columns and filters that make the screen a listings or a projects screen. */
export type ModerationScreenConfig<Row extends ModeratedRow> = {
  kind: "property" | "project";
  /** The row's name for the selection checkbox. */
  label: (row: Row) => string;
  /** Columns before Status and Posted, which every screen has. */
  columns: { header: string; cell: (row: Row) => ReactNode }[];
  /** Filters beside the search box (city, dates and sort are added). */
  search: FilterField;
  filters?: FilterField[];
  /** "Title" as the sort labels say it ("Name" for projects). */
  titleWord?: string;
  emptyText: string;
};

const sortField = (titleWord: string): FilterField => ({
  kind: "select",
  name: "sort",
  label: "Sort",
  emptyLabel: LISTING_SORT_LABELS.newest,
  options: Object.entries(LISTING_SORT_LABELS)
    .filter(([value]) => value !== "newest")
    .map(([value, label]) => ({ value, label: label.replace("Title", titleWord) })),
});

/** The name column: a link to the detail page, with the id and place under it. */
export function NameCell({
  href,
  name,
  id,
  place,
  className,
}: {
  href: string;
  name: string;
  id: number;
  place: (string | null)[];
  className: string;
}) {
  return (
    <div className={className}>
      <Link href={href} className="font-medium text-brand-700 hover:underline">
        {name}
      </Link>
      <p className="text-xs text-slate-500">
        #{id} · {place.filter(Boolean).join(", ")}
      </p>
    </div>
  );
}

function StatusCell({ row }: { row: ModeratedRow }) {
  return (
    <div className="space-y-1">
      <StatusBadge status={row.status} />
      {row.featuredUntil && row.featuredUntil > new Date() && (
        <p className="text-xs text-amber-700">Featured to {formatDate(row.featuredUntil)}</p>
      )}
      {row.rejectionReason && (row.status === "rejected" || row.status === "blocked") && (
        <p className="max-w-48 truncate text-xs text-slate-500" title={row.rejectionReason}>
          {row.rejectionReason}
        </p>
      )}
    </div>
  );
}

/**
 * The moderation screen of listings and of projects: status tabs, filters, a table whose rows
 * can be selected for the moderation bar, and paging. `config` gives the columns.
 */
export function ModerationScreen<Row extends ModeratedRow>({
  config,
  title,
  description,
  basePath,
  params,
  status,
  result,
  counts,
}: {
  config: ModerationScreenConfig<Row>;
  title: string;
  description: string;
  basePath: string;
  params: Record<string, string>;
  status: ListingStatus | undefined;
  result: Paged<Row>;
  counts: Partial<Record<ListingStatus, number>>;
}) {
  const fields: FilterField[] = [
    config.search,
    ...(config.filters ?? []),
    { kind: "text", name: "city", label: "City", placeholder: "Any city" },
    { kind: "date", name: "from", label: "Posted from" },
    { kind: "date", name: "to", label: "Posted to" },
    sortField(config.titleWord ?? "Title"),
  ];
  const rows = result.rows.map((row) => ({
    id: row.id,
    label: config.label(row),
    cells: [
      ...config.columns.map((column) => column.cell(row)),
      <StatusCell key="status" row={row} />,
      <span key="date" className="whitespace-nowrap">
        {formatDate(row.createdAt)}
      </span>,
    ],
  }));
  return (
    <>
      <PageHeader title={title} description={description} />
      <StatusTabs statuses={LISTING_STATUSES} counts={counts} current={status} params={params} />
      <FilterBar action={basePath} fields={fields} values={params} keep={["status"]} />
      <SelectableTable
        kind={config.kind}
        headers={[...config.columns.map((column) => column.header), "Status", "Posted"]}
        rows={rows}
        emptyText={config.emptyText}
      />
      <Pagination {...result} params={params} />
    </>
  );
}
