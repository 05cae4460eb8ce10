import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { canonicalUrl, localizeMetadata } from "@/lib/seo/alternates";
import { Link } from "@/components/i18n/link";
import { CompareTable } from "@/components/compare/compare-table";
import { OpenTrayComparison } from "@/components/compare/open-tray-comparison";
import { ShareButton } from "@/components/property/share-button";
import { compareNotices } from "@/lib/compare/compare-notices";
import { getCompareListings } from "@/lib/compare/compare-listings";
import { compareHref, MAX_COMPARE, parseCompareIds } from "@/lib/compare/compare-ids";
import { env } from "@/lib/env";

/** Depends on the query string: rendered per request (the listings' read is cached). */
export const instant = false;

async function pageMetadata({ searchParams }: PageProps<"/[locale]/compare">): Promise<Metadata> {
  const { ids } = parseCompareIds((await searchParams).ids);
  const t = await getTranslations("comparePage");
  return {
    title: t("title"),
    description: t("metaDescription", { max: String(MAX_COMPARE) }),
    alternates: { canonical: compareHref(ids) },
    robots: { index: false, follow: true },
  };
}

/** Up to four listings side by side; shareable (the listings are in the URL), signed in or out. */
export default async function ComparePage({ searchParams }: PageProps<"/[locale]/compare">) {
  const rawIds = (await searchParams).ids;
  const parsed = parseCompareIds(rawIds);
  const { listings, dropped } = await getCompareListings(parsed.ids);
  const locale = await getLocale();
  const t = await getTranslations("comparePage");
  const notices = compareNotices({ ...parsed, dropped }, locale);
  // The comparison of the listings found, in the page's language (/hi/compare?… on a Hindi page).
  const shareUrl = canonicalUrl(env.SITE_URL, locale, compareHref(listings.map((l) => l.id)));
  return (
    <main className="mx-auto w-full max-w-7xl px-4 pb-24 pt-32">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
          <p className="mt-1 text-slate-600">{t("lead", { max: String(MAX_COMPARE) })}</p>
        </div>
        {listings.length > 0 ? <ShareButton url={shareUrl} title={t("title")} /> : null}
      </div>
      {notices.length > 0 ? (
        <ul
          role="status"
          className="mt-4 space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {notices.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-6">
        {listings.length > 0 ? (
          <CompareTable listings={listings} />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-600">
            {t("emptyBefore")}{" "}
            <Link href="/properties" className="font-medium text-brand-700 hover:underline">
              {t("browse")}
            </Link>{" "}
            {t("emptyAfter")}
          </p>
        )}
        {rawIds === undefined ? <OpenTrayComparison /> : null}
      </div>
    </main>
  );
}

export async function generateMetadata(props: PageProps<"/[locale]/compare">): Promise<Metadata> {
  return localizeMetadata((await props.params).locale, await pageMetadata(props));
}
