import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { Link } from "@/components/i18n/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getPhrase } from "@/lib/i18n/server-phrase";
import { isLocale } from "@/lib/i18n/locales";
import { ListingWizard } from "@/components/listing-form/listing-wizard";
import { StatusBadge } from "@/components/seller/status-badge";
import { formatDateTime } from "@/lib/format/date";
import { endSentence, fullStopOf } from "@/lib/format/sentence";
import { NotFoundError } from "@/lib/auth/errors";
import { listCityOptions } from "@/lib/listings/city-options";
import { getSellerListingForEdit } from "@/lib/listings/seller-listings";
import { requireSellerPage } from "@/lib/auth/page-guards";
import { idParamSchema } from "@/lib/validation/seller";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("Edit property");

export default async function EditPropertyPage({
  params,
}: PageProps<"/[locale]/saller/property/[id]/edit">) {
  const { id: rawId } = await params;
  const seller = await requireSellerPage(`/saller/property/${rawId}/edit`);
  const id = idParamSchema.safeParse(rawId);
  if (!id.success) notFound();
  const listing = await getSellerListingForEdit(seller, id.data).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const [cities, t, phrase, locale] = await Promise.all([
    listCityOptions(),
    getTranslations("seller.editProperty"),
    getPhrase(),
    getLocale(),
  ]);
  const locked =
    listing.status === "sold" || listing.status === "rented" || listing.status === "blocked";
  return (
    <section className="space-y-4">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          {`${t("status")} `}
          <StatusBadge status={listing.status} />
        </p>
        {listing.status === "rejected" && listing.rejectionReason ? (
          <p
            role="note"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {t.rich("rejected", {
              strong: (chunks) => <strong>{chunks}</strong>,
              reason: endSentence(listing.rejectionReason, fullStopOf(locale)),
            })}
          </p>
        ) : null}
        {listing.editPendingSince ? (
          <p
            role="note"
            className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {t.rich("editPending", {
              strong: (chunks) => <strong>{chunks}</strong>,
              sent: formatDateTime(listing.editPendingSince, isLocale(locale) ? locale : "en"),
            })}
          </p>
        ) : null}
        {listing.status === "active" ? (
          <p className="text-sm text-slate-600">{t("liveNote")}</p>
        ) : listing.status === "paused" ? (
          <p className="text-sm text-slate-600">{t("pausedNote")}</p>
        ) : null}
      </header>
      {locked ? (
        <p className="rounded-md border bg-white p-4 text-sm text-slate-700 border-slate-200">
          {phrase(
            listing.status === "blocked"
              ? "This listing was blocked by our team and can't be edited. Please contact support."
              : "This listing is closed and can't be edited. Post a new listing instead.",
          )}{" "}
          <Link href="/saller/properties" className="font-medium text-brand-600 underline">
            {t("back")}
          </Link>
        </p>
      ) : (
        <ListingWizard
          cities={cities}
          mode={{ kind: "edit", id: listing.id, values: listing.values }}
        />
      )}
    </section>
  );
}
