import { useLocale, useMessages, useTranslations } from "next-intl";
import type { Messages } from "@/lib/i18n/messages";
import { Link } from "@/components/i18n/link";
import { usePhrase } from "@/components/i18n/use-phrase";
import { placeName } from "@/lib/geo/place-names-hi";
import { listingTitleIn, photoAltIn } from "@/lib/listings/title-words";
import { Building } from "lucide-react";
import { MediaImg } from "@/components/property/media-img";
import type { CompareListing } from "@/lib/compare/compare-listings";
import { compareHref } from "@/lib/compare/compare-ids";
import { compareAmenityRows, compareFactRows, type CompareRow } from "@/lib/compare/compare-rows";
import { propertyPath } from "@/lib/seo/urls";

function Rows({ rows }: { rows: CompareRow[] }) {
  const t = useTranslations("comparePage");
  const phrase = usePhrase();
  return rows.map((r) => (
    <tr
      key={r.label}
      data-differs={r.differs ? "true" : "false"}
      className={r.differs ? "bg-amber-50" : undefined}
    >
      <th scope="row" className="px-3 py-2 text-left align-top font-medium text-slate-700">
        {phrase(r.label)}
        {r.differs ? (
          <span className="ml-2 rounded bg-amber-200 px-1.5 py-0.5 text-[11px] font-semibold text-amber-900">
            {t("differs")}
          </span>
        ) : null}
      </th>
      {r.values.map((value, i) => (
        <td key={i} className={`px-3 py-2 align-top ${r.differs ? "font-semibold" : ""}`}>
          {phrase(value)}
        </td>
      ))}
    </tr>
  ));
}

/** Listings side by side; rows whose values differ are highlighted and marked "Differs". */
export function CompareTable({ listings }: { listings: CompareListing[] }) {
  const t = useTranslations("comparePage");
  const locale = useLocale();
  const messages = useMessages() as Messages;
  const titleOf = (title: string) => listingTitleIn(title, locale, messages.titleWords);
  const ids = listings.map((l) => l.id);
  const amenityRows = compareAmenityRows(listings);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[640px] table-fixed text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <colgroup>
          <col className="w-44" />
          {listings.map((l) => (
            <col key={l.id} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b border-slate-200">
            <td className="px-3 py-3 text-xs text-slate-500">{t("highlighted")}</td>
            {listings.map((l) => (
              <th key={l.id} scope="col" className="px-3 py-3 text-left align-top font-normal">
                <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-slate-100">
                  {l.cover ? (
                    <MediaImg
                      src={l.cover.url}
                      alt={
                        l.cover.alt ? photoAltIn(l.cover.alt, locale, messages) : titleOf(l.title)
                      }
                      fill
                      sizes="240px"
                      className="object-cover"
                    />
                  ) : (
                    <span className="flex h-full items-center justify-center text-slate-400">
                      <Building className="size-10" aria-hidden />
                    </span>
                  )}
                </div>
                <Link
                  href={propertyPath(l)}
                  className="mt-2 line-clamp-2 block font-semibold text-slate-900 hover:text-brand-700"
                >
                  {titleOf(l.title)}
                </Link>
                <p className="text-xs text-slate-600">
                  {[l.localityName, l.cityName]
                    .filter(Boolean)
                    .map((name) => placeName(name, locale))
                    .join(", ")}
                </p>
                {listings.length > 1 ? (
                  <Link
                    href={compareHref(ids.filter((id) => id !== l.id))}
                    className="mt-1 inline-block text-xs font-medium text-slate-600 underline hover:text-slate-900"
                    aria-label={t("removeLabel", { title: titleOf(l.title) })}
                  >
                    {t("remove")}
                  </Link>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          <Rows rows={compareFactRows(listings, locale)} />
          {amenityRows.length > 0 ? (
            <tr>
              <th
                scope="rowgroup"
                colSpan={listings.length + 1}
                className="bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900"
              >
                {t("amenities")}
              </th>
            </tr>
          ) : null}
          <Rows rows={amenityRows} />
        </tbody>
      </table>
    </div>
  );
}
