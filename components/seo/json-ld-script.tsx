import { getLocale } from "next-intl/server";
import { env } from "@/lib/env";
import { LANGUAGE_TAG, localizedPath } from "@/lib/i18n/locales";
import { inLanguage, serializeJsonLd, type JsonLd } from "@/lib/seo/json-ld";

/**
 * Renders a JSON-LD document in the page's language (`inLanguage`, Hindi URLs on Hindi pages);
 * the serializer escapes `<` so the script cannot be broken out of.
 */
export async function JsonLdScript({ data }: { data: JsonLd }) {
  const locale = await getLocale();
  const localized = inLanguage(data, LANGUAGE_TAG[locale], env.SITE_URL, (path) =>
    localizedPath(locale, path),
  );
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(localized) }}
    />
  );
}
