import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { seriesHeading } from "@/lib/seller/busiest-month";
import type { MonthPoint } from "@/lib/seller/dashboard-stats";

const W = 720;
const PANEL_H = 110;
const GAP = 34;
const LEFT = 8;
const BAR_SLOT = (W - LEFT * 2) / 12;

type Series = { key: "views" | "enquiries"; label: string; color: string };
const SERIES: Series[] = [
  { key: "views", label: "Views", color: "#1d6fe0" },
  { key: "enquiries", label: "Enquiries", color: "#f59e0b" },
];

/** Views and enquiries per month of the year, as server-rendered SVG bars (no chart library). */
export function MonthlyChart({ data: points, year }: { data: MonthPoint[]; year: number }) {
  const phrase = usePhrase();
  const t = useTranslations("seller.chart");
  // Month names and series in the page's language ("Jan" → "जन॰").
  const data = points.map((p) => ({ ...p, label: phrase(p.label) }));
  const height = SERIES.length * (PANEL_H + GAP) + 8;
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${W} ${height}`}
        role="img"
        aria-labelledby="monthly-chart-title"
        className="h-auto w-full"
      >
        <title id="monthly-chart-title">{t("title", { year })}</title>
        {SERIES.map((s, si) => {
          const top = si * (PANEL_H + GAP) + 16;
          const max = Math.max(1, ...data.map((d) => d[s.key]));
          return (
            <g key={s.key}>
              <text x={LEFT} y={top - 4} fontSize="12" fontWeight="600" fill="#334155">
                {phrase(seriesHeading(s.label, points, s.key))}
              </text>
              <line
                x1={LEFT}
                x2={W - LEFT}
                y1={top + PANEL_H}
                y2={top + PANEL_H}
                stroke="#cbd5e1"
              />
              {data.map((d, i) => {
                const value = d[s.key];
                const h = Math.round((value / max) * (PANEL_H - 16));
                const x = LEFT + i * BAR_SLOT + BAR_SLOT * 0.2;
                const w = BAR_SLOT * 0.6;
                return (
                  <g key={d.month}>
                    <rect x={x} y={top + PANEL_H - h} width={w} height={h} rx="2" fill={s.color}>
                      <title>
                        {t("bar", { month: d.label, year, value, series: phrase(s.label) })}
                      </title>
                    </rect>
                    {value > 0 ? (
                      <text
                        x={x + w / 2}
                        y={top + PANEL_H - h - 3}
                        fontSize="10"
                        textAnchor="middle"
                        fill="#475569"
                      >
                        {value}
                      </text>
                    ) : null}
                    <text
                      x={x + w / 2}
                      y={top + PANEL_H + 13}
                      fontSize="10"
                      textAnchor="middle"
                      fill="#64748b"
                    >
                      {d.label}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      {/* The wrapper, not the table, is visually hidden: a table is never narrower than its
          content, so an sr-only table would widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>{t("title", { year })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("month")}</th>
              <th scope="col">{phrase("Views")}</th>
              <th scope="col">{phrase("Enquiries")}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.month}>
                <th scope="row">{d.label}</th>
                <td>{d.views}</td>
                <td>{d.enquiries}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
