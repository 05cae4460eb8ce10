import { getTranslations } from "next-intl/server";
import { LanguageSwitch } from "@/components/i18n/language-switch";
import { Link } from "@/components/i18n/link";
import { AuthRoot } from "@/components/auth/auth-root";
import { CompareTray } from "@/components/compare/compare-tray";
import { AuthControls } from "@/components/layout/auth-controls";
import { SELLER_LOGIN_PATH } from "@/components/layout/nav-links";
import { HeaderSearchBox } from "@/components/search/header-search-box";
import {
  ResultsNavigationProvider,
  ResultsPendingView,
} from "@/components/search/results-navigation";
import { Toaster } from "@/components/ui/toaster";
import { INSIGHTS_PATH } from "@/lib/seo/urls";
import { site } from "@/lib/site";

/**
 * Search results have no public nav/footer (spec): a bare frame with a compact header (search
 * box, a few site links and the account menu, so a signed-in buyer reaches the profile). A new
 * search started from this frame (header box, near me) shows the results skeleton until the new
 * results arrive (components/search/results-navigation.tsx); filters and sort refine the search
 * in place, so the control just changed keeps its place and focus.
 */
export default async function SearchResultsLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("search.header");
  const nav = await getTranslations("nav");
  const words = await getTranslations("searchPage");
  const home = (await getTranslations("site"))("home", { name: site.name });
  return (
    <ResultsNavigationProvider>
      <div className="min-h-screen bg-slate-50">
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 md:flex-nowrap">
            <Link
              href="/"
              className="shrink-0 text-lg font-extrabold text-brand-700"
              aria-label={home}
            >
              {site.name}
            </Link>
            <div className="order-last flex min-w-0 basis-full md:order-none md:flex-1 md:basis-auto">
              <HeaderSearchBox />
            </div>
            <nav
              aria-label={words("siteNav")}
              className="ml-auto flex shrink-0 items-center gap-3 text-sm"
            >
              <Link
                href={INSIGHTS_PATH}
                className="hidden font-medium text-slate-700 hover:text-brand-700 lg:inline"
              >
                {nav("insights")}
              </Link>
              <Link
                href={SELLER_LOGIN_PATH}
                className="hidden font-medium text-slate-700 hover:text-brand-700 lg:inline"
              >
                {t("postProperty")}
              </Link>
              <LanguageSwitch />
              <AuthControls />
            </nav>
          </div>
        </header>
        <ResultsPendingView>{children}</ResultsPendingView>
        <CompareTray />
        <Toaster position="bottom-right" />
        <AuthRoot />
      </div>
    </ResultsNavigationProvider>
  );
}
