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
export function PublicShell({ children }: { children: React.ReactNode }) {
  return (
    <DetectedCityProvider>
      <a
        href="#content"
        className="sr-only z-[80] rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <RouteProgress />
      <ScrollToTop />
      <NavBar />
      <div id="content" tabIndex={-1} className="flex min-h-screen flex-col outline-none">
        {children}
      </div>
      <Footer />
      <CompareTray />
      <Toaster position="bottom-right" />
    </DetectedCityProvider>
  );
}
