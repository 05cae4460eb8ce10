import { locale as rootLocale } from "next/root-params";
import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";
import { messagesFor } from "./messages";

/**
 * The page's language is its `[locale]` root param (next/root-params): known while a page is
 * prerendered and inside 'use cache' (where it is part of the cache key), so no translation reads
 * headers or cookies and every page stays a cached shell. Server actions have no root params:
 * they pass the locale explicitly (`getTranslations({ locale })`), or get English.
 */
async function pageLocale(): Promise<Locale> {
  try {
    const value = await rootLocale();
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export default getRequestConfig(async ({ locale }) => {
  const resolved: Locale = isLocale(locale) ? locale : await pageLocale();
  return {
    locale: resolved,
    messages: messagesFor(resolved),
    timeZone: "Asia/Kolkata",
    // A missing key shows the English text (the completeness test keeps this from happening).
    getMessageFallback: ({ namespace, key }) => englishMessage(namespace, key),
  };
});

function englishMessage(namespace: string | undefined, key: string): string {
  const path = namespace ? `${namespace}.${key}` : key;
  const found = path
    .split(".")
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined,
      messagesFor(DEFAULT_LOCALE),
    );
  return typeof found === "string" ? found : "";
}
