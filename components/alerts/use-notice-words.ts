import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { useListingTitle } from "@/components/i18n/use-listing-title";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import {
  AGENT_PROFILE,
  hindiMoneyWords,
  readNotice,
  rewordListingBody,
} from "@/lib/notifications/notice-words";
import { placeName } from "@/lib/geo/place-names-hi";

/**
 * A notification's stored English words (its title, or its body with the notification's kind) in
 * the page's language: the buyer's alerts in My Profile, the seller's bell. Names people typed
 * stay as typed; a listing's title reads as listing cards word it; anything else is a phrase.
 */
export function useNoticeWords(): (text: string, kind?: string) => string {
  const t = useTranslations("account");
  const locale = useSiteLocale();
  const phrase = usePhrase();
  const listingTitle = useListingTitle();
  return useCallback(
    (text: string, kind?: string) => {
      if (locale === "en") return text;
      const place = (where: string) =>
        where
          .split(", ")
          .map((part) => placeName(part, locale))
          .join(", ");
      const listings = kind ? rewordListingBody(kind, text, { title: listingTitle, place }) : null;
      if (listings !== null) return listings;
      const notice = readNotice(text);
      if (!notice) return phrase(text);
      switch (notice.key) {
        case "priceDropBody":
          return t("notice.priceDropBody", { change: hindiMoneyWords(notice.values.change) });
        case "priceDrop":
        case "reportReviewed":
        case "reportResolved":
          return t(`notice.${notice.key}`, { title: listingTitle(notice.values.title) });
        case "leadEnquiry":
        case "leadPhoneView":
        case "leadMayCall": {
          const { about } = notice.values;
          const worded = about === AGENT_PROFILE ? t("notice.agentProfile") : listingTitle(about);
          return t(`notice.${notice.key}`, { ...notice.values, about: worded });
        }
        default:
          return t(`notice.${notice.key}`, notice.values);
      }
    },
    [locale, phrase, listingTitle, t],
  );
}
