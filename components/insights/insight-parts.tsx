import { Link } from "@/components/i18n/link";
import { formatChange, formatIndianNumber, formatRate } from "@/lib/format/money";
import { INSIGHT_TOOLS, insightsToolPath } from "@/lib/seo/urls";
import { formatLongDate } from "@/lib/format/date";

/** A headline figure (label, value, note). */
export function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900">{value}</dd>
      {note ? <dd className="mt-0.5 text-xs text-slate-500">{note}</dd> : null}
    </div>
  );
}

/** Sale, rent and yield in a row of figures. */
export function HeadlineStats({
  saleMedian,
  saleChange,
  rentMedian,
  rentYield,
}: {
  saleMedian: number | null;
  saleChange: number | null;
  rentMedian: number | null;
  rentYield: number | null;
}) {
  const hidden = "Not enough listings";
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Stat
        label="Median asking price"
        value={saleMedian === null ? hidden : formatRate(saleMedian, "sale")}
      />
      <Stat
        label="Change over 12 months"
        value={saleChange === null ? "—" : formatChange(saleChange)}
        note="median asking price per sq ft"
      />
      <Stat
        label="Median rent"
        value={rentMedian === null ? hidden : formatRate(rentMedian, "rent")}
      />
      <Stat
        label="Gross rent yield"
        value={rentYield === null ? "—" : `${formatIndianNumber(rentYield, 3)} % a year`}
        note="a year's rent against the price"
      />
    </dl>
  );
}

/** Where the figures come from (shown under every trend). */
export function SourceNote({ refreshedAt }: { refreshedAt: string | null }) {
  const when = refreshedAt ? formatLongDate(refreshedAt) : null;
  return (
    <p className="text-sm text-slate-600">
      Asking prices of listings posted on this site, by the month they were listed (sale per sq ft;
      rent per sq ft a month). A month with fewer than 5 listings is hidden.
      {when ? ` Updated ${when}.` : ""}
    </p>
  );
}

/** Links to the buyer tools. */
export function ToolLinks() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {INSIGHT_TOOLS.map((tool) => (
        <li key={tool.slug}>
          <Link
            href={insightsToolPath(tool.slug)}
            className="block h-full rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600"
          >
            <span className="font-semibold text-brand-700">{tool.name}</span>
            <span className="mt-1 block text-sm text-slate-600">{tool.blurb}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function InsightSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10" aria-busy="true">
      <div className="h-40 animate-pulse rounded-xl bg-slate-100" />
      <div className="mt-6 h-64 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}
