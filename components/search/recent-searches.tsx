"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { Clock } from "lucide-react";
import { clearRecentSearches, useRecentSearches } from "@/components/search/use-recent-searches";

/** The visitor's last searches, kept in this browser only. */
export function RecentSearches() {
  const t = useTranslations("searchPage");
  const recent = useRecentSearches();
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="recent-searches" className="mt-10">
      <div className="flex items-center justify-between">
        <h2 id="recent-searches" className="text-lg font-bold">
          {t("recent")}
        </h2>
        <button
          type="button"
          onClick={clearRecentSearches}
          className="text-sm text-slate-600 underline"
        >
          {t("clear")}
        </button>
      </div>
      <ul className="mt-3 flex flex-wrap gap-2">
        {recent.map((s) => (
          <li key={s.href}>
            <Link
              href={s.href}
              className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm hover:border-brand-500"
            >
              <Clock className="size-3.5 text-slate-500" aria-hidden /> {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
