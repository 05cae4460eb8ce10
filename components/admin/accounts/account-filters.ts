import type { FilterField } from "@/components/admin/ui/filter-bar";
import { humanize, SELLER_KIND_LABELS } from "@/lib/format/labels";
import { ACCOUNT_STATUSES } from "@/lib/validation/admin";
import { SELLER_KINDS } from "@/lib/validation/property-enums";

const STATUS: FilterField = {
  kind: "select",
  name: "status",
  label: "Status",
  options: ACCOUNT_STATUSES.map((s) => ({ value: s, label: humanize(s) })),
};

/** The filters above the buyer accounts list. */
export const USER_FILTERS: FilterField[] = [
  { kind: "search", name: "q", label: "Search", placeholder: "Name, e-mail, phone or #id" },
  STATUS,
];

/** The filters above the seller accounts list. */
export const SELLER_FILTERS: FilterField[] = [
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
    options: SELLER_KINDS.map((k) => ({ value: k, label: SELLER_KIND_LABELS[k].long })),
  },
  STATUS,
];
