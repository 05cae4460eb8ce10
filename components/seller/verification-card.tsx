import { BadgeCheck, Clock, ShieldAlert } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { isLocale } from "@/lib/i18n/locales";
import type { VerificationState } from "@/lib/seller/verification";
import { formatDate } from "@/lib/format/date";

/** The seller's verified badge (agent, builder or owner), or where an agent's their request stands and what to do next. */
export function VerificationCard({ state }: { state: VerificationState }) {
  const t = useTranslations("seller.verificationCard");
  const found = useLocale();
  const locale = isLocale(found) ? found : "en";
  if (state.verified) {
    return (
      <div className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-4">
        <BadgeCheck className="h-6 w-6 text-green-600" aria-hidden />
        <div>
          <p className="font-semibold text-green-800">{t("verified", { kind: state.kind })}</p>
          <p className="text-sm text-green-800">{t("verifiedBody")}</p>
        </div>
      </div>
    );
  }
  if (!state.eligible) return null;
  const r = state.request;
  if (r?.status === "pending") {
    return (
      <div className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4">
        <Clock className="h-6 w-6 text-amber-600" aria-hidden />
        <div>
          <p className="font-semibold text-amber-900">{t("pending")}</p>
          <p className="text-sm text-amber-900">
            {t("pendingBody", {
              rera: r.reraNumber,
              state: r.reraState,
              date: formatDate(r.createdAt, locale),
            })}
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="flex items-start gap-3 rounded-lg border bg-white p-4 border-slate-200">
      <ShieldAlert className="h-6 w-6 text-slate-500" aria-hidden />
      <div className="space-y-1">
        <p className="font-semibold text-slate-900">
          {r?.status === "rejected" ? t("declined") : t("getBadge")}
        </p>
        <p className="text-sm text-slate-600">
          {r?.status === "rejected"
            ? r.reason
              ? t("declinedBody", { reason: r.reason })
              : t("declinedNoReason")
            : t("getBadgeBody")}
        </p>
        <Link
          href="/saller/verification"
          className="text-sm font-semibold text-brand-600 underline"
        >
          {r?.status === "rejected" ? t("requestAgain") : t("request")}
        </Link>
      </div>
    </div>
  );
}
