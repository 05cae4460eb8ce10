import { useLocale } from "next-intl";
import { SaveSearchForVisitor } from "@/components/alerts/save-search-for-visitor";
import { suggestedSearchName } from "@/lib/alerts/saved-search-criteria";
import type { AppliedFilters } from "@/lib/search/applied-filters";
import { appliedToParams, type SearchBasePath } from "@/lib/search/search-url";

/**
 * The save-search button of a results page. The page is cached per search for everyone; whether
 * the visitor is signed in is asked by the browser after the page loads.
 */
export function SaveSearchSlot({
  basePath,
  applied,
}: {
  basePath: SearchBasePath;
  applied: AppliedFilters;
}) {
  const locale = useLocale();
  const query = appliedToParams(applied, 1).toString();
  return (
    <SaveSearchForVisitor
      query={query}
      returnTo={`${basePath}?${query}`}
      suggestedName={suggestedSearchName(applied, locale)}
    />
  );
}
