"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { X } from "lucide-react";
import { useListingTitle } from "@/components/i18n/use-listing-title";
import {
  clearCompare,
  removeFromCompare,
  type TrayItem,
} from "@/components/compare/use-compare-tray";
import { compareHref, MAX_COMPARE } from "@/lib/compare/compare-ids";

/**
 * The compare tray's bar at the foot of the window, for the listings picked so far (at least one):
 * each listing's title worded in the page's language, whichever page it was added on. Loaded only
 * once the tray holds a listing (compare-tray.tsx), with the title wording and its place names.
 */
export function CompareTrayBar({ items }: { items: readonly TrayItem[] }) {
  const t = useTranslations("compareTray");
  const titleIn = useListingTitle();
  return (
    <section
      aria-label={t("label")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2">
        <p className="text-sm font-semibold text-slate-900">
          {t("heading", { count: items.length, max: MAX_COMPARE })}
        </p>
        <ul className="flex min-w-0 flex-1 flex-wrap gap-1.5">
          {items.map((item) => {
            const title = titleIn(item.title);
            return (
              <li
                key={item.id}
                className="inline-flex max-w-56 items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-3 pr-1 text-xs text-slate-800"
              >
                <span className="truncate">{title}</span>
                <button
                  type="button"
                  onClick={() => removeFromCompare(item.id)}
                  aria-label={t("remove", { title })}
                  className="rounded-full p-0.5 hover:bg-slate-200"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          onClick={clearCompare}
          className="text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          {t("clear")}
        </button>
        {items.length >= 2 ? (
          <Link
            href={compareHref(items.map((i) => i.id))}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t("compareNow")}
          </Link>
        ) : (
          <span className="text-xs text-slate-600">{t("addOneMore")}</span>
        )}
      </div>
    </section>
  );
}
