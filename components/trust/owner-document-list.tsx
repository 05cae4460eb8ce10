import { useLocale, useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { isLocale } from "@/lib/i18n/locales";
import { formatDate } from "@/lib/format/date";
import type { SellerDocumentCheck } from "@/lib/trust/owner-documents";
import { OWNER_DOCUMENT_LABELS } from "@/lib/validation/trust";

const STATUS_WORDS = {
  pending: "Waiting for our check",
  passed: "Checked",
  failed: "Not accepted",
};

/** The owner's documents a seller has sent, and what became of each. */
export function OwnerDocumentList({ checks }: { checks: SellerDocumentCheck[] }) {
  const t = useTranslations("seller.documents");
  const phrase = usePhrase();
  const found = useLocale();
  const locale = isLocale(found) ? found : "en";
  if (checks.length === 0) return null;
  return (
    <ul
      aria-label={t("sent")}
      className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
    >
      {checks.map((c) => (
        <li key={c.id} className="p-3 text-sm">
          <p className="font-medium text-slate-900">{c.title}</p>
          <p className="text-slate-600">
            {phrase(OWNER_DOCUMENT_LABELS[c.documentType] ?? "Document")} ·{" "}
            {t("sentOn", { date: formatDate(c.createdAt, locale) })} ·{" "}
            <span
              className={
                c.status === "failed"
                  ? "text-rose-700"
                  : c.status === "passed"
                    ? "text-emerald-700"
                    : ""
              }
            >
              {phrase(STATUS_WORDS[c.status])}
              {c.checkedAt ? ` ${t("checkedOn", { date: formatDate(c.checkedAt, locale) })}` : ""}
            </span>
          </p>
          {c.reason ? <p className="text-rose-700">{t("reason", { reason: c.reason })}</p> : null}
        </li>
      ))}
    </ul>
  );
}
