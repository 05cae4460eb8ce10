import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { usePhrase } from "@/components/i18n/use-phrase";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { checkSentence, type ListingCheck } from "@/lib/trust/check-words";

/** "What we checked": each check in words, with its date and who made it. */
export function ListingChecks({ checks }: { checks: ListingCheck[] }) {
  const t = useTranslations("trust");
  const locale = useLocale();
  const phrase = usePhrase();
  return (
    <section
      aria-labelledby="checks-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="checks-heading" className="text-xl font-bold text-slate-900">
        {t("whatWeChecked")}
      </h2>
      {checks.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("nothingChecked")}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {checks.map((c) => (
            <li key={c.kind} className="flex items-start gap-2 text-slate-700">
              <SpriteIcon name="badge-check" className="mt-1 size-4 shrink-0 text-emerald-700" />
              <span>
                <span className="font-medium text-slate-900">{checkSentence(c, locale)}</span>
                <span className="block text-xs text-slate-500">
                  {t("by", { who: phrase(c.by) })}
                  {c.number ? ` · ${t("registration", { number: c.number })}` : ""}
                  {c.link ? (
                    <>
                      {" · "}
                      <a
                        href={c.link}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-brand-700 underline"
                      >
                        {t("authoritySite")}
                      </a>
                    </>
                  ) : null}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-slate-500">
        <Link href="/how-we-verify" className="text-brand-700 underline">
          {t("howWeVerify")}
        </Link>
      </p>
    </section>
  );
}
