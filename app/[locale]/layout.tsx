import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CatalogueProvider } from "@/components/i18n/catalogue-provider";
import { SoftLinks } from "@/components/i18n/soft-links";
import { StoredUserMark } from "@/components/layout/stored-user-mark";
import { renderedSiteUrl } from "@/lib/cache/build-snapshot";
import { preloadCatalogue } from "@/lib/i18n/preload-catalogue";
import { LANGUAGE_TAG, LOCALES } from "@/lib/i18n/locales";
import { rootMetadata, rootViewport } from "@/lib/seo/root-metadata";
import "../globals.css";

/** Both languages are prerendered; any other first segment is not a language (404). */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(LOCALES, locale)) return {};
  const [t, siteUrl] = await Promise.all([
    getTranslations({ locale, namespace: "site" }),
    renderedSiteUrl(),
  ]);
  return rootMetadata(locale, t("tagline"), t("description"), siteUrl);
}

export const viewport = rootViewport;

/**
 * The root of every page in both languages: `<html lang>` from the `[locale]` segment (English
 * paths reach it through proxy.ts's rewrite to /en/…), the catalogue for client components (a
 * file the browser fetches once, lib/i18n/catalogue-file.ts).
 */
export default async function LocaleRootLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(LOCALES, locale)) notFound();
  setRequestLocale(locale);
  const catalogue = preloadCatalogue(locale, "public");
  return (
    // The first-paint mark of a remembered login is set on <html> before React hydrates it.
    <html lang={LANGUAGE_TAG[locale]} suppressHydrationWarning>
      <body className="min-h-screen font-sans antialiased">
        <StoredUserMark />
        <SoftLinks />
        <CatalogueProvider catalogue={catalogue}>{children}</CatalogueProvider>
      </body>
    </html>
  );
}
