import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { ChevronLeft, ChevronRight } from "lucide-react";

/** Page numbers to show: first, last, and a window around the current page. */
export function pageWindow(current: number, last: number): (number | "gap")[] {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push("gap");
    out.push(p);
  });
  return out;
}

type Props = { page: number; lastPage: number; hrefFor: (page: number) => string };

/** Real page-number links (crawlable), with previous / next. */
export function SearchPagination({ page, lastPage, hrefFor }: Props) {
  const t = useTranslations("search.results");
  if (lastPage <= 1) return null;
  const base =
    "inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm";
  return (
    <nav
      aria-label={t("pagination")}
      className="mt-8 flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 && (
        <Link href={hrefFor(page - 1)} rel="prev" className={`${base} border-slate-300 bg-white`}>
          <ChevronLeft className="size-4" aria-hidden /> {t("previous")}
        </Link>
      )}
      {pageWindow(page, lastPage).map((p, i) =>
        p === "gap" ? (
          <span key={`gap-${i}`} className="px-1 text-slate-400">
            …
          </span>
        ) : p === page ? (
          <span
            key={p}
            aria-current="page"
            className={`${base} border-brand-600 bg-brand-600 font-semibold text-white`}
          >
            {p}
          </span>
        ) : (
          <Link
            key={p}
            href={hrefFor(p)}
            aria-label={t("page", { page: p })}
            className={`${base} border-slate-300 bg-white hover:border-brand-500`}
          >
            {p}
          </Link>
        ),
      )}
      {page < lastPage && (
        <Link href={hrefFor(page + 1)} rel="next" className={`${base} border-slate-300 bg-white`}>
          {t("next")} <ChevronRight className="size-4" aria-hidden />
        </Link>
      )}
    </nav>
  );
}
