import { useTranslations } from "next-intl";
import { formatIndianNumber } from "@/lib/format/money";

/** A rating as five stars, read out as "4 out of 5". */
export function Stars({ value, size = "text-base" }: { value: number; size?: string }) {
  const t = useTranslations("insights");
  const full = Math.round(value);
  return (
    <span
      role="img"
      aria-label={t("outOf5", { value: formatIndianNumber(value, 3) })}
      className={`${size} tracking-tight text-amber-500`}
    >
      {"★".repeat(full)}
      <span className="text-slate-300">{"★".repeat(5 - full)}</span>
    </span>
  );
}
