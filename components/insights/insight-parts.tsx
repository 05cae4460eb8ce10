import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { usePhrase } from "@/components/i18n/use-phrase";
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
  yieldOfFlats,
}: {
  saleMedian: number | null;
  saleChange: number | null;
  rentMedian: number | null;
  rentYield: number | null;
  /** The yield is the flats' (like for like), not every type's as the medians beside it. */
  yieldOfFlats: boolean;
}) {
  const t = useTranslations("insights");
  const locale = useLocale();
  const hidden = t("notEnough");
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Stat
        label={t("medianPrice")}
        value={saleMedian === null ? hidden : formatRate(saleMedian, "sale", false, locale)}
      />
      <Stat
        label={t("change12Long")}
        value={saleChange === null ? "—" : formatChange(saleChange)}
        note={t("change12Note")}
      />
      <Stat
        label={t("medianRent")}
        value={rentMedian === null ? hidden : formatRate(rentMedian, "rent", false, locale)}
      />
      <Stat
        label={t("grossYield")}
        value={
          rentYield === null ? "—" : t("yieldValue", { pct: formatIndianNumber(rentYield, 3) })
        }
        note={t(yieldOfFlats ? "yieldNoteFlats" : "yieldNote")}
      />
    </dl>
  );
}

/** Where the figures come from (shown under every trend). */
export function SourceNote({ refreshedAt }: { refreshedAt: string | null }) {
  const t = useTranslations("insights");
  const locale = useLocale();
  const when = refreshedAt ? formatLongDate(refreshedAt, locale) : null;
  return (
    <p className="text-sm text-slate-600">
      {t("source")}
      {when ? ` ${t("updated", { when })}` : ""}
    </p>
  );
}

/** Links to the buyer tools. */
export function ToolLinks() {
  const phrase = usePhrase();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {INSIGHT_TOOLS.map((tool) => (
        <li key={tool.slug}>
          <Link
            href={insightsToolPath(tool.slug)}
            className="block h-full rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600"
          >
            <span className="font-semibold text-brand-700">{phrase(tool.name)}</span>
            <span className="mt-1 block text-sm text-slate-600">{phrase(tool.blurb)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
