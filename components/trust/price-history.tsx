import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/lib/format/date";
import { formatINR } from "@/lib/format/money";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import type { PricePoint } from "@/lib/trust/price-history-types";
import { chartPoints, latestReduction } from "@/lib/trust/price-summary";

const W = 320;
const H = 96;

/** "Price reduced by ₹X on <date>", as the price box shows it (null when the last change was not a cut). */
export function priceReducedWords(points: PricePoint[], locale: Locale = "en"): string | null {
  const cut = latestReduction(points);
  if (!cut) return null;
  return translator(locale, "trust")("priceReduced", {
    by: formatINR(cut.by),
    date: formatDate(cut.at, locale),
  });
}

/** A listing's price history: a small SVG line and the table of changes (none: nothing). */
export function PriceHistory({ points }: { points: PricePoint[] }) {
  const t = useTranslations("trust");
  const locale = useLocale();
  if (points.length < 2) return null;
  const xy = chartPoints(points, W, H);
  const path = xy.map((p, i) => `${i === 0 ? "M" : "L"}${p.x},${p.y}`).join(" ");
  return (
    <section
      aria-labelledby="price-history-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="price-history-heading" className="text-xl font-bold text-slate-900">
        {t("priceHistory")}
      </h2>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="mt-3 h-24 w-full max-w-md text-brand-600"
        role="img"
        aria-label={t("priceFromTo", {
          from: formatINR(points[0].price),
          to: formatINR(points[points.length - 1].price),
        })}
      >
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" />
        {xy.map((p, i) => (
          <circle key={i} cx={p.x} cy={p.y} r="3" fill="currentColor" />
        ))}
      </svg>
      <table className="mt-3 w-full max-w-md text-sm">
        <thead>
          <tr className="text-left text-slate-500">
            <th className="py-1 font-medium">{t("date")}</th>
            <th className="py-1 font-medium">{t("price")}</th>
            <th className="py-1 font-medium">{t("change")}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p, i) => {
            const diff = i === 0 ? 0 : p.price - points[i - 1].price;
            return (
              <tr key={`${p.at}-${i}`} className="border-t border-slate-100">
                <td className="py-1">{formatDate(p.at, locale)}</td>
                <td className="py-1">{formatINR(p.price)}</td>
                <td className={diff < 0 ? "py-1 text-emerald-700" : "py-1 text-slate-600"}>
                  {i === 0
                    ? t("firstPrice")
                    : `${diff < 0 ? "−" : "+"}${formatINR(Math.abs(diff))}`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
