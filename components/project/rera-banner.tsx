import { useLocale, useTranslations } from "next-intl";
import { stateName } from "@/lib/geo/city-names-hi";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import type { PublicProject } from "@/lib/projects/get-project";

/** RERA Sec 11(2): the registration number and the authority's website, shown prominently. */
export function ReraBanner({ project: p }: { project: PublicProject }) {
  const t = useTranslations("projectPage");
  const locale = useLocale();
  if (p.reraNumber) {
    return (
      <section
        aria-label={t("reraRegistration")}
        className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl border-2 border-emerald-600 bg-emerald-50 px-5 py-4"
      >
        <p className="flex items-center gap-2 font-semibold text-emerald-900">
          <SpriteIcon name="shield-check" className="size-6" /> {t("reraRegistered")}
        </p>
        <p className="text-slate-900">
          {t("reraNo")} <strong className="font-mono text-lg">{p.reraNumber}</strong>
          {p.reraState ? (
            <span className="text-slate-700"> · {stateName(p.reraState, locale)} RERA</span>
          ) : null}
        </p>
        {p.reraWebsite ? (
          <a
            href={p.reraWebsite}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
          >
            {p.reraWebsite.replace(/^https?:\/\//, "").replace(/\/$/, "")}{" "}
            <SpriteIcon name="external-link" className="size-4" />
          </a>
        ) : null}
      </section>
    );
  }
  return (
    <section
      aria-label={t("reraRegistration")}
      className="flex items-start gap-2 rounded-xl border-2 border-amber-500 bg-amber-50 px-5 py-4"
    >
      <SpriteIcon name="triangle-alert" className="mt-0.5 size-5 shrink-0 text-amber-800" />
      <p className="text-amber-950">
        {p.reraExempt
          ? p.reraExemptReason
            ? t("exemptBecause", { reason: p.reraExemptReason })
            : t("exempt")
          : t("noRera")}
      </p>
    </section>
  );
}
