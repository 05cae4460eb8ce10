import Link from "next/link";
import { formatDate } from "@/lib/format/date";
import type { AdminPropertyRow } from "@/lib/admin/listings/property-queries";
import type { Paged } from "@/lib/admin/paging";
import { LISTING_SORT_LABELS, type AdminListingFilters } from "@/lib/validation/admin";
import { PROPERTY_TYPE_LABELS } from "@/lib/format/labels";
import {
  LISTING_STATUSES,
  PROPERTY_TYPES,
  type ListingStatus,
} from "@/lib/validation/property-enums";
import { SELLER_KIND_LABELS } from "@/lib/format/labels";
import { FilterBar, type FilterField } from "../ui/filter-bar";
import { PageHeader } from "../ui/page-header";
import { Pagination } from "../ui/pagination";
import { StatusBadge } from "../ui/status-badge";
import { StatusTabs } from "../ui/status-tabs";
import { priceText } from "./price-text";
import { SelectableTable } from "./selectable-table";

const FIELDS: FilterField[] = [
  { kind: "search", name: "q", label: "Search", placeholder: "Title, locality, seller or #id" },
  {
    kind: "select",
    name: "type",
    label: "Type",
    options: PROPERTY_TYPES.map((t) => ({ value: t, label: PROPERTY_TYPE_LABELS[t] })),
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
      .map(([value, label]) => ({ value, label })),
  },
];

/** The listing moderation screen shared by all, agents' and owners' listings. */
export function PropertiesScreen({
  title,
  description,
  basePath,
  params,
  filters,
  result,
  counts,
}: {
  title: string;
  description: string;
  basePath: string;
  params: Record<string, string>;
  filters: AdminListingFilters;
  result: Paged<AdminPropertyRow>;
  counts: Partial<Record<ListingStatus, number>>;
}) {
  const rows = result.rows.map((row) => ({
    id: row.id,
    label: row.title,
    cells: [
      <div key="title" className="min-w-56">
        <Link
          href={`/admin/properties/${row.id}`}
          className="font-medium text-brand-700 hover:underline"
        >
          {row.title}
        </Link>
        <p className="text-xs text-slate-500">
          #{row.id} · {[row.localityName, row.cityName].filter(Boolean).join(", ")}
        </p>
      </div>,
      <span key="type" className="whitespace-nowrap">
        {PROPERTY_TYPE_LABELS[row.propertyType as keyof typeof PROPERTY_TYPE_LABELS] ??
          row.propertyType}
        <span className="block text-xs uppercase text-slate-500">{row.dealType}</span>
      </span>,
      <span key="price" className="whitespace-nowrap">
        {priceText(row)}
      </span>,
      <div key="seller">
        <Link href={`/admin/sallers/${row.sellerId}`} className="hover:underline">
          {row.sellerName}
        </Link>
        <p className="text-xs text-slate-500">
          {row.companyName ? `${row.companyName} · ` : ""}
          {SELLER_KIND_LABELS[row.postedBy].long}
        </p>
      </div>,
      <div key="status" className="space-y-1">
        <StatusBadge status={row.status} />
        {row.featuredUntil && row.featuredUntil > new Date() && (
          <p className="text-xs text-amber-700">Featured to {formatDate(row.featuredUntil)}</p>
        )}
        {row.rejectionReason && (row.status === "rejected" || row.status === "blocked") && (
          <p className="max-w-48 truncate text-xs text-slate-500" title={row.rejectionReason}>
            {row.rejectionReason}
          </p>
        )}
      </div>,
      <span key="date" className="whitespace-nowrap">
        {formatDate(row.createdAt)}
      </span>,
    ],
  }));
  return (
    <>
      <PageHeader title={title} description={description} />
      <StatusTabs
        statuses={LISTING_STATUSES}
        counts={counts}
        current={filters.status}
        params={params}
      />
      <FilterBar action={basePath} fields={FIELDS} values={params} keep={["status"]} />
      <SelectableTable
        kind="property"
        headers={["Listing", "Type", "Price", "Seller", "Status", "Posted"]}
        rows={rows}
        emptyText="No listings match these filters."
      />
      <Pagination {...result} params={params} />
    </>
  );
}
