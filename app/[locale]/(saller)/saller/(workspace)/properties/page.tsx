import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { Link } from "@/components/i18n/link";
import { PropertiesTable } from "@/components/seller/properties-table";
import { listSellerListings, sellerListingCounts } from "@/lib/listings/seller-listings";
import { requireSellerPage } from "@/lib/auth/page-guards";
import { sellerPropertiesParamsSchema } from "@/lib/validation/seller";
import { buttonClass } from "@/components/ui/button";
import { StillAvailableQuestions } from "@/components/trust/still-available-questions";
import { listWaitingQuestions } from "@/lib/trust/still-available";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("My properties");

export default async function MyPropertiesPage({
  searchParams,
}: PageProps<"/[locale]/saller/properties">) {
  const seller = await requireSellerPage("/saller/properties");
  const t = await getTranslations("seller.properties");
  const params = sellerPropertiesParamsSchema.parse(await searchParams);
  const status = params.status ?? "";
  const q = params.q;
  const highlight = params.posted ?? params.listing;
  const query = { q, status: status || undefined };
  const [requested, counts, questions] = await Promise.all([
    listSellerListings(seller, { ...query, page: params.page }),
    sellerListingCounts(seller),
    listWaitingQuestions(seller),
  ]);
  // A page past the end (an old bookmark, fewer listings now) shows the last page instead.
  const lastPage = Math.max(1, Math.ceil(requested.total / requested.pageSize));
  const initial =
    requested.page > lastPage
      ? await listSellerListings(seller, { ...query, page: lastPage })
      : requested;
  return (
    <section className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
          <p className="text-sm text-slate-600">{t("intro")}</p>
        </div>
        <Link href="/saller/property/add" className={buttonClass("primary")}>
          {t("post")}
        </Link>
      </header>
      {params.posted ? (
        <p
          role="status"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {t.rich("posted", { strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
      ) : null}
      <StillAvailableQuestions questions={questions} />
      <PropertiesTable
        initial={initial}
        initialQuery={{ q, status, page: initial.page }}
        counts={counts}
        highlight={highlight}
      />
    </section>
  );
}
