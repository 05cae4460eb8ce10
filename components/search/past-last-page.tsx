import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { SearchX } from "lucide-react";

type Props = {
  page: number;
  last: number;
  /** "111 properties found". */
  countText: string;
  lastPageHref: string;
};

/** A page number past the end of a search that matches: say so and link to the last page. */
export function PastLastPage({ page, last, countText, lastPageHref }: Props) {
  const t = useTranslations("search.results");
  return (
    <section className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <SearchX className="mx-auto size-10 text-slate-400" aria-hidden />
      <h2 className="mt-3 text-lg font-semibold">{t("pastEnd", { page })}</h2>
      <p className="mt-1 text-slate-600">{t("pastEndText", { count: countText, last })}</p>
      <p className="mt-4">
        <Link
          href={lastPageHref}
          className="inline-block rounded-full border border-brand-500 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("lastPageLink", { last })}
        </Link>
      </p>
    </section>
  );
}
