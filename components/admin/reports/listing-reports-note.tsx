import { Link } from "@/components/i18n/link";
import { countOf } from "@/lib/format/count";

/** On a listing's admin page: how many buyer reports it has open, and the way to them. */
export function ListingReportsNote({
  propertyId,
  reports,
}: {
  propertyId: number;
  reports: { open: number; total: number };
}) {
  if (reports.total === 0) return null;
  const open = reports.open;
  return (
    <p
      role="note"
      aria-label="Buyer reports"
      className={`rounded-md border p-3 text-sm ${
        open > 0
          ? "border-amber-300 bg-amber-50 text-amber-900"
          : "border-slate-200 bg-white text-slate-700"
      }`}
    >
      <strong data-testid="listing-open-reports">{countOf(open, "open buyer report")}</strong> (
      {reports.total} in all).{" "}
      <Link
        href={`/admin/reports?listing=${propertyId}${open > 0 ? "" : "&view=all"}`}
        className="font-medium text-brand-700 hover:underline"
      >
        {open > 0 ? "Review the reports" : "See the reports"}
      </Link>
    </p>
  );
}
