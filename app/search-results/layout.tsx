import { Suspense } from "react";
import Link from "next/link";
import { CompareTray } from "@/components/compare/compare-tray";
import { HeaderSearchBox } from "@/components/search/header-search-box";
import {
  ResultsNavigationProvider,
  ResultsPendingView,
} from "@/components/search/results-navigation";
import { Toaster } from "@/components/ui/toaster";
import { site } from "@/lib/site";

/**
 * Search results have no public nav/footer (spec): a bare frame with a compact header. A new
 * search started from this frame (header box, near me) shows the results skeleton until the new
 * results arrive (components/search/results-navigation.tsx); filters and sort refine the search
 * in place, so the control just changed keeps its place and focus.
 */
export default function SearchResultsLayout({ children }: { children: React.ReactNode }) {
  return (
    <ResultsNavigationProvider>
      <div className="min-h-screen bg-slate-50">
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
            <Link
              href="/"
              className="shrink-0 text-lg font-extrabold text-brand-700"
              aria-label={`${site.name} home`}
            >
              {site.name}
            </Link>
            <Suspense fallback={<div className="h-9 flex-1" />}>
              <HeaderSearchBox />
            </Suspense>
          </div>
        </header>
        <ResultsPendingView>{children}</ResultsPendingView>
        <CompareTray />
        <Toaster position="bottom-right" />
      </div>
    </ResultsNavigationProvider>
  );
}
