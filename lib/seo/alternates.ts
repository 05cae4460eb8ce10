import type { Metadata } from "next";
import { isLocale, LANGUAGE_TAG, localizedPath, OG_LOCALE, type Locale } from "@/lib/i18n/locales";
import { phraseFor } from "@/lib/i18n/phrase";
import { absoluteUrl } from "@/lib/seo/json-ld";

/**
 * A page's canonical address in its language, absolute: ("https://x.in", "hi", "/property/a-1")
 * → "https://x.in/hi/property/a-1". What Share hands on and the sitemap lists.
 */
export function canonicalUrl(baseUrl: string, locale: Locale, path: string): string {
  return absoluteUrl(baseUrl, localizedPath(locale, path));
}

/**
 * A page's canonical URL in its language and its alternates in both (hreflang both ways), with
 * `x-default` on the English page (the unprefixed URL).
 */
export function localeAlternates(
  locale: Locale,
  path: string,
): NonNullable<Metadata["alternates"]> {
  return {
    canonical: localizedPath(locale, path),
    languages: {
      [LANGUAGE_TAG.en]: path,
      [LANGUAGE_TAG.hi]: localizedPath("hi", path),
      "x-default": path,
    },
  };
}

function translated(value: Metadata["title"], phrase: (text: string) => string): Metadata["title"] {
  if (typeof value === "string") return phrase(value);
  if (value && typeof value === "object" && "absolute" in value && value.absolute) {
    return { ...value, absolute: phrase(value.absolute) };
  }
  return value;
}

/**
 * A page's metadata as written in English, served in the page's language: the canonical URL and
 * the Open Graph URL in that language, hreflang alternates, and the title and description from the
 * catalogue's phrases (English ones stay as written).
 */
export function localizeMetadata(localeParam: string, metadata: Metadata): Metadata {
  const locale: Locale = isLocale(localeParam) ? localeParam : "en";
  const phrase = phraseFor(locale);
  const canonical = metadata.alternates?.canonical;
  const path = typeof canonical === "string" ? canonical : null;
  const description = metadata.description ? phrase(metadata.description) : metadata.description;
  const openGraph: Metadata["openGraph"] = metadata.openGraph
    ? {
        ...metadata.openGraph,
        ...(typeof metadata.openGraph.title === "string"
          ? { title: phrase(metadata.openGraph.title) }
          : {}),
        ...(metadata.openGraph.description
          ? { description: phrase(metadata.openGraph.description) }
          : {}),
        ...(typeof metadata.openGraph.url === "string"
          ? { url: localizedPath(locale, metadata.openGraph.url) }
          : {}),
        locale: OG_LOCALE[locale],
      }
    : undefined;
  return {
    ...metadata,
    title: translated(metadata.title, phrase),
    description,
    ...(path ? { alternates: { ...metadata.alternates, ...localeAlternates(locale, path) } } : {}),
    ...(openGraph ? { openGraph } : {}),
  };
}

/** `generateMetadata` for a page whose metadata is fixed: {@link localizeMetadata} per language. */
export function localizedMetadata(metadata: Metadata) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> =>
    localizeMetadata((await params).locale, metadata);
}
