import { Link } from "@/components/i18n/link";
import { withParams } from "@/lib/admin/search-params";
import { formatIndianNumber } from "@/lib/format/money";

export function Pagination({
  page,
  pageCount,
  total,
  pageSize,
  params,
}: {
  page: number;
  pageCount: number;
  total: number;
  pageSize: number;
  params: Record<string, string>;
}) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const linkClass =
    "rounded-md border border-slate-200 bg-white px-3 py-1.5 text-sm hover:bg-slate-50";
  return (
    <nav
      aria-label="Pages"
      className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm"
    >
      <p className="text-slate-600">
        {total === 0
          ? "No results"
          : `Showing ${formatIndianNumber(first)}–${formatIndianNumber(last)} of ${formatIndianNumber(total)}`}
      </p>
      <div className="flex items-center gap-2">
        {page > 1 ? (
          <Link className={linkClass} href={withParams(params, { page: page - 1 })} rel="prev">
            Previous
          </Link>
        ) : null}
        <span className="text-slate-600">
          Page {page} of {pageCount}
        </span>
        {page < pageCount ? (
          <Link className={linkClass} href={withParams(params, { page: page + 1 })} rel="next">
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
