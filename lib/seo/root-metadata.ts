import type { Metadata, Viewport } from "next";
import { env } from "@/lib/env";
import { OG_LOCALE, type Locale } from "@/lib/i18n/locales";
import { site } from "@/lib/site";

/**
 * What every root layout (the site per language, the admin console) declares. `siteUrl` is the
 * address absolute links are made from: the site's pages pass `renderedSiteUrl()`
 * (lib/cache/build-snapshot.ts), so a page drawn at build is drawn again with the server's.
 */
export function rootMetadata(
  locale: Locale,
  tagline: string,
  description: string,
  siteUrl: string = env.SITE_URL,
): Metadata {
  return {
    metadataBase: new URL(siteUrl),
    title: { default: `${site.name} — ${tagline}`, template: `%s | ${site.name}` },
    description,
    applicationName: site.name,
    openGraph: { siteName: site.name, type: "website", locale: OG_LOCALE[locale] },
  };
}

export const rootViewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#114894",
};
