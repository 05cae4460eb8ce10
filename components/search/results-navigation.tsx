"use client";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import { createContext, useCallback, useContext, useMemo, useTransition } from "react";

import { SearchResultsSkeleton } from "@/components/search/search-results-skeleton";

type NavigateOptions = { scroll?: boolean };

export type ResultsNavigation = {
  /** Opens `href` as a transition, so `isPending` holds until the new results are shown. */
  navigate: (href: string, options?: NavigateOptions) => void;
  /** True while a navigation started with `navigate` waits for the server. */
  isPending: boolean;
};

/**
 * The results page's pending navigation. A results URL is rewritten
 * (lib/http/search-rewrite-hook.ts), so the router cannot show a loading.tsx for it and keeps the
 * old results until the response arrives; this context lets the page's own controls mark that
 * wait so the results area can say so.
 */
export const ResultsNavigationContext = createContext<ResultsNavigation | null>(null);

/** Holds the pending state for everything below it (the results header and the results). */
export function ResultsNavigationProvider({ children }: { children: React.ReactNode }) {
  const router = useLocalizedRouter();
  const [isPending, startTransition] = useTransition();
  const navigate = useCallback(
    (href: string, options?: NavigateOptions) => startTransition(() => router.push(href, options)),
    [router],
  );
  const value = useMemo(() => ({ navigate, isPending }), [navigate, isPending]);
  return <ResultsNavigationContext value={value}>{children}</ResultsNavigationContext>;
}

/**
 * `navigate` for a control that may sit on the results page: there it marks the wait; anywhere
 * else (no provider) it is a plain router.push and `isPending` stays false.
 */
export function useResultsNavigation(): ResultsNavigation {
  const context = useContext(ResultsNavigationContext);
  const router = useLocalizedRouter();
  const fallback = useCallback(
    (href: string, options?: NavigateOptions) => router.push(href, options),
    [router],
  );
  return context ?? { navigate: fallback, isPending: false };
}

/** The results, or while a results navigation is pending, the results skeleton in their place. */
export function ResultsPendingView({ children }: { children: React.ReactNode }) {
  const context = useContext(ResultsNavigationContext);
  return context?.isPending ? <SearchResultsSkeleton /> : children;
}
