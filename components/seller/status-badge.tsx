import { usePhrase } from "@/components/i18n/use-phrase";
import { LISTING_STATUS_LABELS } from "@/lib/format/labels";
import type { ListingStatus } from "@/lib/validation/property-enums";

const TONES: Record<ListingStatus, string> = {
  draft: "bg-slate-100 text-slate-700",
  pending: "bg-amber-100 text-amber-800",
  active: "bg-green-100 text-green-800",
  rejected: "bg-red-100 text-red-800",
  paused: "bg-slate-200 text-slate-700",
  sold: "bg-blue-100 text-blue-800",
  rented: "bg-blue-100 text-blue-800",
  expired: "bg-orange-100 text-orange-800",
  blocked: "bg-red-200 text-red-900",
  deleted: "bg-slate-100 text-slate-500",
};

const BADGE = "inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold";

export function StatusBadge({ status }: { status: ListingStatus }) {
  const phrase = usePhrase();
  return (
    <span className={`${BADGE} ${TONES[status]}`}>{phrase(LISTING_STATUS_LABELS[status])}</span>
  );
}

/** Beside a live listing's or project's status: the seller's changes wait for an admin's review. */
export function EditPendingBadge() {
  const phrase = usePhrase();
  return <span className={`${BADGE} ${TONES.pending}`}>{phrase("Changes in review")}</span>;
}
