import { usePhrase } from "@/components/i18n/use-phrase";
import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { NOT_A_BUILDER_TEXT } from "./seller-texts";

/** What owners and agents see on the builder-only project screens. */
export function NotABuilder() {
  const t = useTranslations("seller.projects");
  const phrase = usePhrase();
  return (
    <div
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      role="note"
    >
      <p className="font-semibold">{t("forBuilders")}</p>
      <p className="mt-1">{phrase(NOT_A_BUILDER_TEXT)}</p>
      <Link
        href="/saller/property/add"
        className="mt-2 inline-block font-semibold text-brand-700 underline"
      >
        {t("postPropertyInstead")}
      </Link>
    </div>
  );
}
