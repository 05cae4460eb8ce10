import type { Locale } from "@/lib/i18n/locales";
import { getTranslations } from "next-intl/server";
import { LanguageSuggestion } from "@/components/i18n/language-suggestion";
import { CompareTray } from "@/components/compare/compare-tray";
import { Toaster } from "@/components/ui/toaster";
import { DetectedCityProvider } from "./detected-city-provider";
import { Footer } from "./footer";
import { NavBar } from "./nav-bar";
import { RouteProgress } from "./route-progress";
import { ScrollToTop } from "./scroll-to-top";

/**
 * Public app frame (spec "Layout and common behaviour"): fixed navigation, the page, then the
 * footer; smooth scroll to top on path changes, a progress bar while a page loads, and toasts
 * bottom-right. Static markup is server-rendered; only the interactive leaves are client code.
 */
export async function PublicShell({
  children,
  locale,
}: {
  children: React.ReactNode;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "site" });
  return (
    <DetectedCityProvider>
      <a
        href="#content"
        className="sr-only z-[80] rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t("skipToContent")}
      </a>
      <RouteProgress />
      <ScrollToTop />
      <NavBar locale={locale} />
      {/* A block, not a flex column: as flex items, the pages' centred `mx-auto max-w-*` mains took
          the width of the part of the page that had arrived, so a first paint before the rest
          showed them narrow, then widening (a layout shift). */}
      <div id="content" tabIndex={-1} className="min-h-screen outline-none">
        {children}
      </div>
      <Footer locale={locale} />
      <LanguageSuggestion />
      <CompareTray />
      <Toaster position="bottom-right" />
    </DetectedCityProvider>
  );
}
