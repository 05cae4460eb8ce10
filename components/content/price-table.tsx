import { useTranslations } from "next-intl";
import { formatINR } from "@/lib/format/money";
import type { PriceLine } from "@/lib/services/content/types";

type Words = ReturnType<typeof useTranslations<"infoPages.priceTable">>;

/** A price line in words: "₹3,000 – ₹6,000 per report" (its `per` and `of` are the content's words). */
export function formatPriceLine(line: PriceLine, t: Words): string {
  if ("free" in line) return t("free");
  if ("percent" in line) return t("percent", { percent: line.percent, of: line.of });
  const amount = line.to
    ? t("range", { from: formatINR(line.from), to: formatINR(line.to) })
    : t("from", { from: formatINR(line.from) });
  return line.per ? t("per", { amount, per: line.per }) : amount;
}

/** Indicative prices of a service, in rupees. */
export function PriceTable({ lines, caption }: { lines: PriceLine[]; caption: string }) {
  const t = useTranslations("infoPages.priceTable");
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("what")}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("price")}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.item} className="border-t border-slate-200 align-top">
              <th scope="row" className="px-4 py-3 font-medium text-slate-800">
                {line.item}
                {line.note ? (
                  <span className="mt-1 block text-xs font-normal text-slate-600">{line.note}</span>
                ) : null}
              </th>
              <td className="min-w-[9rem] px-4 py-3 text-slate-800">{formatPriceLine(line, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
