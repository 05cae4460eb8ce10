import { useLocale } from "next-intl";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

/**
 * True for next-intl's error when a component renders outside any language provider (on its
 * own, as in a unit test). Anything else is rethrown: in a server component the hooks read the
 * request's config with React's `use`, which suspends by throwing, and catching that would
 * render the page in English.
 */
export function isOutsideLanguageProvider(error: unknown): boolean {
  // use-intl's production build throws the same error with its message stripped.
  return (
    error instanceof Error &&
    (error.message === "" || error.message.startsWith("No intl context found"))
  );
}

/**
 * The page's language; English outside a language provider (a component rendered on its own,
 * as in a unit test). useLocale always reads the context first, so the hook order never changes.
 */
export function useSiteLocale(): Locale {
  try {
    return useLocale() as Locale;
  } catch (error) {
    if (isOutsideLanguageProvider(error)) return DEFAULT_LOCALE;
    throw error;
  }
}
