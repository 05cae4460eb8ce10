import { Link } from "@/components/i18n/link";
import type { AdminProjectRow } from "@/lib/admin/listings/project-queries";
import type { AdminPropertyRow } from "@/lib/admin/listings/property-queries";
import {
  PROJECT_STAGE_LABELS,
  PROPERTY_TYPE_LABELS,
  SELLER_KIND_LABELS,
} from "@/lib/format/labels";
import { formatPriceShort } from "@/lib/format/money";
import { PROPERTY_TYPES } from "@/lib/validation/property-enums";
import { NameCell, type ModerationScreenConfig } from "./moderation-screen";
import { priceText } from "./price-text";

function priceRange(min: number | null, max: number | null): string {
  if (min == null && max == null) return "—";
  if (min != null && max != null && min !== max)
    return `${formatPriceShort(min)} – ${formatPriceShort(max)}`;
  return formatPriceShort((min ?? max)!);
}

/** Listings (all, agents', owners'): title, type, price, seller. */
export const PROPERTY_SCREEN: ModerationScreenConfig<AdminPropertyRow> = {
  kind: "property",
  label: (row) => row.title,
  search: {
    kind: "search",
    name: "q",
    label: "Search",
    placeholder: "Title, locality, seller or #id",
  },
  filters: [
    {
      kind: "select",
      name: "type",
      label: "Type",
      options: PROPERTY_TYPES.map((t) => ({ value: t, label: PROPERTY_TYPE_LABELS[t] })),
    },
  ],
  emptyText: "No listings match these filters.",
  columns: [
    {
      header: "Listing",
      cell: (row) => (
        <NameCell
          className="min-w-56"
          href={`/admin/properties/${row.id}`}
          name={row.title}
          id={row.id}
          place={[row.localityName, row.cityName]}
        />
      ),
    },
    {
      header: "Type",
      cell: (row) => (
        <span className="whitespace-nowrap">
          {PROPERTY_TYPE_LABELS[row.propertyType as keyof typeof PROPERTY_TYPE_LABELS] ??
            row.propertyType}
          <span className="block text-xs uppercase text-slate-500">{row.dealType}</span>
        </span>
      ),
    },
    {
      header: "Price",
      cell: (row) => <span className="whitespace-nowrap">{priceText(row)}</span>,
    },
    {
      header: "Seller",
      cell: (row) => (
        <div>
          <Link href={`/admin/sallers/${row.sellerId}`} className="hover:underline">
            {row.sellerName}
          </Link>
          <p className="text-xs text-slate-500">
            {row.companyName ? `${row.companyName} · ` : ""}
            {SELLER_KIND_LABELS[row.postedBy].long}
          </p>
        </div>
      ),
    },
  ],
};

/** Builder projects: name, stage, RERA, price range, builder. */
export const PROJECT_SCREEN: ModerationScreenConfig<AdminProjectRow> = {
  kind: "project",
  label: (row) => row.name,
  search: {
    kind: "search",
    name: "q",
    label: "Search",
    placeholder: "Name, locality, builder, RERA or #id",
  },
  titleWord: "Name",
  emptyText: "No projects match these filters.",
  columns: [
    {
      header: "Project",
      cell: (row) => (
        <NameCell
          className="min-w-52"
          href={`/admin/projects/${row.id}`}
          name={row.name}
          id={row.id}
          place={[row.localityName, row.cityName]}
        />
      ),
    },
    {
      header: "Stage",
      cell: (row) => <span className="whitespace-nowrap">{PROJECT_STAGE_LABELS[row.stage]}</span>,
    },
    {
      header: "RERA",
      cell: (row) => (
        <div className="max-w-56">
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
        </div>
      ),
    },
    {
      header: "Price",
      cell: (row) => (
        <span className="whitespace-nowrap">{priceRange(row.minPrice, row.maxPrice)}</span>
      ),
    },
    {
      header: "Builder",
      cell: (row) => (
        <div>
          <Link href={`/admin/sallers/${row.builderId}`} className="hover:underline">
            {row.builderName}
          </Link>
          {row.companyName && <p className="text-xs text-slate-500">{row.companyName}</p>}
        </div>
      ),
    },
  ],
};
