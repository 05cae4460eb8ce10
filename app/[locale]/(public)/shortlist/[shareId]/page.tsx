import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localizedMetadata } from "@/lib/seo/alternates";
import { Link } from "@/components/i18n/link";
import { ListingGrid } from "@/components/property/property-card";
import { loadSharedShortlist } from "@/lib/favourites/shortlist-share";
import { site } from "@/lib/site";

/** Someone's saved listings as they are now: rendered per request, read-only, not indexed. */
export const instant = false;

const metadata: Metadata = {
  title: "Shared shortlist",
  description: `Properties a ${site.name} buyer has shortlisted.`,
  robots: { index: false, follow: false },
};

export const generateMetadata = localizedMetadata(metadata);

export default async function SharedShortlistPage({
  params,
}: PageProps<"/[locale]/shortlist/[shareId]">) {
  const shortlist = await loadSharedShortlist((await params).shareId);
  const t = await getTranslations("shortlistPage");
  return (
    <main className="mx-auto w-full max-w-7xl px-4 pb-24 pt-32">
      {shortlist ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t("heading", { name: shortlist.ownerFirstName })}
          </h1>
          <p className="mt-1 text-slate-600">
            {t("lead", { name: shortlist.ownerFirstName, site: site.name })}
          </p>
          <div className="mt-6">
            {shortlist.listings.length > 0 ? (
              <ListingGrid listings={shortlist.listings} eagerFirst={4} />
            ) : (
              <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-600">
                {t("noneAvailable")}
              </p>
            )}
          </div>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("brokenHeading")}</h1>
          <p className="mt-2 text-slate-600">
            {t("brokenBefore")}{" "}
            <Link href="/properties" className="font-medium text-brand-700 hover:underline">
              {t("browse")}
            </Link>
            {t("brokenAfter")}
          </p>
        </>
      )}
    </main>
  );
}
