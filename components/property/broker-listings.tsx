import { useTranslations } from "next-intl";
import { ListingGrid } from "@/components/property/property-card";
import { SearchPagination } from "@/components/search/search-pagination";
import { formatIndianNumber } from "@/lib/format/money";
import type { ListingCard } from "@/lib/properties/listing-cards";
import { BROKER_LISTINGS_PAGE_SIZE, brokerListingsLastPage } from "@/lib/brokers/get-broker";
import { brokerListingsPath } from "@/lib/seo/urls";

type Props = {
  brokerId: number;
  /** The agent's live listings, all pages. */
  total: number;
  page: number;
  listings: ListingCard[];
};

/** One page of an agent's listings: the cards, which of them these are, and page links. */
export function BrokerListings({ brokerId, total, page, listings }: Props) {
  const t = useTranslations("agentPage");
  if (!listings.length) return <p className="text-slate-600">{t("noListings")}</p>;
  const from = (page - 1) * BROKER_LISTINGS_PAGE_SIZE + 1;
  const last = brokerListingsLastPage(total);
  return (
    <>
      <ListingGrid listings={listings} />
      {last > 1 ? (
        <>
          <p className="mt-6 text-center text-sm text-slate-600">
            {t("showing", {
              from: formatIndianNumber(from),
              to: formatIndianNumber(from + listings.length - 1),
              total: formatIndianNumber(total),
            })}
          </p>
          <SearchPagination
            page={page}
            lastPage={last}
            hrefFor={(p) => brokerListingsPath(brokerId, p)}
          />
        </>
      ) : null}
    </>
  );
}
