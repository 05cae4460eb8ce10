import type { DailyPoint } from "@/lib/admin/dashboard";

const W = 720;
const H = 240;
const PAD = { top: 16, right: 16, bottom: 36, left: 40 };
const SERIES = [
  { key: "enquiries", label: "Enquiries", color: "#1558b8" },
  { key: "signups", label: "Sign-ups", color: "#d97706" },
] as const;

/** The y axis has 4 equal whole-number steps: top 0–4 → 4, 5 → 8, 23 → 24, 140 → 160. */
export function niceMax(value: number): number {
  const rawStep = Math.max(1, value / 4);
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const step =
    [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]
      .map((s) => s * magnitude)
      .find((s) => Number.isInteger(s) && s >= rawStep) ?? 10 * magnitude;
  return step * 4;
}

function shortDay(iso: string): string {
  const [, m, d] = iso.split("-").map(Number);
  return `${d} ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][m - 1]}`;
}

/** Enquiries and sign-ups per day as an SVG line chart, drawn on the server (no chart library). */
export function DailyChart({ points }: { points: DailyPoint[] }) {
  const max = niceMax(Math.max(0, ...points.flatMap((p) => [p.enquiries, p.signups])));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) =>
    PAD.left + (points.length <= 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const ticks = [0, 1, 2, 3, 4].map((i) => (max / 4) * i);
  const totals = SERIES.map((s) => points.reduce((sum, p) => sum + p[s.key], 0));
  return (
    <figure>
      <figcaption className="mb-2 flex flex-wrap gap-4 text-sm">
        {SERIES.map((s, i) => (
          <span key={s.key} className="inline-flex items-center gap-1.5">
            <span
              className="inline-block h-2.5 w-2.5 rounded-full"
              style={{ background: s.color }}
            />
            {s.label}: <strong>{totals[i]}</strong> in {points.length} days
          </span>
        ))}
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Enquiries and sign-ups per day for the last ${points.length} days`}
        className="h-auto w-full"
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#64748b">
              {t}
            </text>
          </g>
        ))}
        {points.map((p, i) =>
          i % 5 === 0 || i === points.length - 1 ? (
            <text key={p.day} x={x(i)} y={H - 12} textAnchor="middle" fontSize="11" fill="#64748b">
              {shortDay(p.day)}
            </text>
          ) : null,
        )}
        {SERIES.map((s) => (
          <g key={s.key}>
            <polyline
              fill="none"
              stroke={s.color}
              strokeWidth="2"
              strokeLinejoin="round"
              points={points
                .map((p, i) => `${x(i).toFixed(1)},${y(p[s.key]).toFixed(1)}`)
                .join(" ")}
            />
            {points.map((p, i) => (
              <circle key={p.day} cx={x(i)} cy={y(p[s.key])} r="2.5" fill={s.color}>
                <title>{`${shortDay(p.day)}: ${p[s.key]} ${s.label.toLowerCase()}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <div className="sr-only">
        <table>
          <caption>Enquiries and sign-ups per day</caption>
          <thead>
            <tr>
              <th>Day</th>
              <th>Enquiries</th>
              <th>Sign-ups</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.day}>
                <td>{p.day}</td>
                <td>{p.enquiries}</td>
                <td>{p.signups}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
