import { useLocale } from "next-intl";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

/**
 * The page's language; English outside a language provider (a component rendered on its own,
 * as in a unit test). useLocale always reads the context first, so the hook order never changes.
 */
export function useSiteLocale(): Locale {
  try {
    return useLocale();
  } catch {
    return DEFAULT_LOCALE;
  }
}
