import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { cityName } from "@/lib/geo/city-names-hi";
import type { NavLink } from "./nav-links";

/**
 * A menu link's words in the page's language: "Office Space" → "ऑफिस स्पेस", "Pune" → "पुणे",
 * "Indore (Your City)" → "इंदौर (आपका शहर)". English reads exactly as the link's label.
 */
export function useNavLabel(): (link: NavLink) => string {
  const phrase = usePhrase();
  const t = useTranslations("nav");
  const locale = useSiteLocale();
  return useCallback(
    (link: NavLink) => {
      if (link.city === undefined) return phrase(link.label);
      const city = cityName(link.city, locale);
      return link.words ? t(link.words, { city }) : city;
    },
    [phrase, t, locale],
  );
}
