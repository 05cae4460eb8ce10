import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { CatalogueProvider } from "@/components/i18n/catalogue-provider";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { preloadCatalogue } from "@/lib/i18n/preload-catalogue";
import { SellerProviders } from "@/components/seller/seller-providers";
import { Toaster } from "@/components/ui/toaster";
import { site } from "@/lib/site";

/** Signed-in screens: rendered per request, the guard runs before any byte is sent. */
export const instant = false;

export const metadata: Metadata = {
  title: { default: "Seller workspace", template: `%s | ${site.name} Seller` },
  robots: { index: false, follow: false },
};

/**
 * The seller area's own app frame (no public layout). The signed-in workspace lives in
 * (workspace) behind the seller guard; login and signup in (entry) render bare.
 */
export default async function SellerAreaLayout({ children }: { children: React.ReactNode }) {
  const found = await getLocale();
  const locale = isLocale(found) ? found : DEFAULT_LOCALE;
  // The seller's own words (`seller`, `sellerPhrases`) reach the browser only in this area.
  return (
    <CatalogueProvider catalogue={preloadCatalogue(locale, "seller")}>
      <SellerProviders>
        {children}
        <Toaster position="top-right" />
      </SellerProviders>
    </CatalogueProvider>
  );
}
