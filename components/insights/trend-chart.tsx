import { useLocale, useTranslations } from "next-intl";
import { formatRate } from "@/lib/format/money";
import { trendLineMeaning, trendSummary } from "@/lib/insights/trend-caption";
import { monthLabel, shortMonthLabel, type TrendPoint } from "@/lib/insights/trend-math";

const W = 640;
const H = 240;
const PAD = { top: 12, right: 12, bottom: 28, left: 64 };
/**
 * Coordinates to a tenth of a unit (a 640-unit chart is never drawn wider than ~1,300 px): full
 * floats were ~17 characters each, written twice (markup and RSC payload), 10 KB of a city
 * Insights page's 183 KB (3 of its 26 KB gzipped).
 */
const tenth = (v: number) => Math.round(v * 10) / 10;

/** Runs of consecutive shown points (a hidden month breaks the line). */
function runs(points: { x: number; p: TrendPoint }[]) {
  const out: { x: number; p: TrendPoint }[][] = [];
  let current: { x: number; p: TrendPoint }[] = [];
  for (const pt of points) {
    if (pt.p.median === null) {
      if (current.length) out.push(current);
      current = [];
    } else current.push(pt);
  }
  if (current.length) out.push(current);
  return out;
}

/**
 * Server-rendered SVG of a monthly price band (25th–75th percentile) and median, with a caption
 * that says what it shows and a data table for screen readers. Hidden months (fewer than 5
 * listings) leave a gap and are named in the table.
 */
export function TrendChart({
  id,
  title,
  series,
  deal,
}: {
  id: string;
  title: string;
  series: TrendPoint[];
  deal: "sale" | "rent";
}) {
  const t = useTranslations("insights");
  const locale = useLocale();
  const shown = series.filter((p) => p.median !== null);
  const hidden = series.length - shown.length;
  if (shown.length === 0) {
    return (
      <figure className="rounded-xl border border-slate-200 bg-white p-4">
        <figcaption className="font-semibold text-slate-900">{title}</figcaption>
        <p className="mt-2 text-sm text-slate-600">{t("chartEmpty")}</p>
      </figure>
    );
  }
  const lo = Math.min(...shown.map((p) => p.p25 ?? p.median!));
  const hi = Math.max(...shown.map((p) => p.p75 ?? p.median!));
  const margin = (hi - lo) * 0.08 || hi * 0.1 || 1;
  const yMin = Math.max(0, lo - margin);
  const yMax = hi + margin;
  const x = (i: number) =>
    tenth(
      PAD.left + (series.length <= 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (series.length - 1)),
    );
  const y = (v: number) =>
    tenth(PAD.top + ((yMax - v) * (H - PAD.top - PAD.bottom)) / (yMax - yMin));
  const points = series.map((p, i) => ({ x: x(i), p }));
  const segments = runs(points);
  const ticks = Array.from({ length: 4 }, (_, k) => yMin + ((yMax - yMin) * k) / 3);
  const summary = trendSummary(shown, deal, locale);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4" data-testid={id}>
      <figcaption>
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="mt-1 block text-sm text-slate-600">
          {summary}
          {hidden > 0
            ? ` ${t("hiddenMonths", { n: String(hidden), one: hidden === 1 ? "yes" : "no" })}`
            : ""}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="mt-3 h-auto w-full"
        role="img"
        aria-labelledby={`${id}-title`}
      >
        <title id={`${id}-title`}>{`${title}. ${summary}`}</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200"
            />
            <text
              x={PAD.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              className="fill-slate-500 text-[11px]"
            >
              {formatRate(tick, deal, true)}
            </text>
          </g>
        ))}
        {series.map((p, i) =>
          i % 3 === (series.length - 1) % 3 ? (
            <text
              key={p.month}
              x={x(i)}
              y={H - 8}
              textAnchor="middle"
              className="fill-slate-500 text-[11px]"
            >
              {shortMonthLabel(p.month, locale)}
            </text>
          ) : null,
        )}
        {segments.map((run) => (
          <g key={run[0].p.month}>
            {run.length > 1 ? (
              <polygon
                points={[
                  ...run.map((pt) => `${pt.x},${y(pt.p.p75!)}`),
                  ...[...run].reverse().map((pt) => `${pt.x},${y(pt.p.p25!)}`),
                ].join(" ")}
                className="fill-brand-100"
              />
            ) : null}
            <polyline
              points={run.map((pt) => `${pt.x},${y(pt.p.median!)}`).join(" ")}
              fill="none"
              className="stroke-brand-700"
              strokeWidth={2}
            />
            {run.map((pt) => (
              <circle
                key={pt.p.month}
                cx={pt.x}
                cy={y(pt.p.median!)}
                r={2.5}
                className="fill-brand-700"
              />
            ))}
          </g>
        ))}
      </svg>
      <p className="mt-1 text-xs text-slate-500">
        {t("legend", { line: trendLineMeaning(deal, locale) })}
      </p>
      {/* The wrapper, not the table, is visually hidden: a table is never narrower than its
          content, so an sr-only table widened phones' pages to 611 px. */}
      <div className="sr-only">
        <table>
          <caption>{t("byMonth", { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("month")}</th>
              <th scope="col">{t("listings")}</th>
              <th scope="col">{t("p25")}</th>
              <th scope="col">{t("median")}</th>
              <th scope="col">{t("p75")}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((p) => (
              <tr key={p.month}>
                <th scope="row">{monthLabel(p.month, locale)}</th>
                <td>{p.listings}</td>
                {p.median === null ? (
                  <td colSpan={3}>{t("hiddenRow")}</td>
                ) : (
                  <>
                    <td>{formatRate(p.p25!, deal, false, locale)}</td>
                    <td>{formatRate(p.median, deal, false, locale)}</td>
                    <td>{formatRate(p.p75!, deal, false, locale)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
