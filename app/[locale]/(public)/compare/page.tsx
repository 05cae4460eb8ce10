import type { Metadata } from "next";
import { localizeMetadata } from "@/lib/seo/alternates";
import { Link } from "@/components/i18n/link";
import { CompareTable } from "@/components/compare/compare-table";
import { ShareButton } from "@/components/property/share-button";
import { compareNotices } from "@/lib/compare/compare-notices";
import { getCompareListings } from "@/lib/compare/compare-listings";
import { compareHref, MAX_COMPARE, parseCompareIds } from "@/lib/compare/compare-ids";
import { env } from "@/lib/env";

/** Depends on the query string: rendered per request (the listings' read is cached). */
export const instant = false;

async function pageMetadata({ searchParams }: PageProps<"/[locale]/compare">): Promise<Metadata> {
  const { ids } = parseCompareIds((await searchParams).ids);
  return {
    title: "Compare properties",
    description: `Compare up to ${MAX_COMPARE} properties side by side: price, area, floor, furnishing, amenities and more.`,
    alternates: { canonical: compareHref(ids) },
    robots: { index: false, follow: true },
  };
}

/** Up to four listings side by side; shareable (the listings are in the URL), signed in or out. */
export default async function ComparePage({ searchParams }: PageProps<"/[locale]/compare">) {
  const parsed = parseCompareIds((await searchParams).ids);
  const { listings, dropped } = await getCompareListings(parsed.ids);
  const notices = compareNotices({ ...parsed, dropped });
  const shareUrl = `${env.SITE_URL.replace(/\/$/, "")}${compareHref(listings.map((l) => l.id))}`;
  return (
    <main className="mx-auto w-full max-w-7xl px-4 pb-24 pt-32">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Compare properties</h1>
          <p className="mt-1 text-slate-600">
            Up to {MAX_COMPARE} properties side by side. Add them with “Compare” on any listing.
          </p>
        </div>
        {listings.length > 0 ? <ShareButton url={shareUrl} title="Compare properties" /> : null}
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
            No properties to compare yet.{" "}
            <Link href="/properties" className="font-medium text-brand-700 hover:underline">
              Browse properties
            </Link>{" "}
            and press “Compare” on the ones you like.
          </p>
        )}
      </div>
    </main>
  );
}

export async function generateMetadata(props: PageProps<"/[locale]/compare">): Promise<Metadata> {
  return localizeMetadata((await props.params).locale, await pageMetadata(props));
}
