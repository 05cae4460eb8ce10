import { SaveSearchButton } from "@/components/alerts/save-search-button";
import { suggestedSearchName } from "@/lib/alerts/saved-search-criteria";
import { getCurrentActor } from "@/lib/auth/current-user";
import type { AppliedFilters } from "@/lib/search/applied-filters";
import { appliedToParams, type SearchBasePath } from "@/lib/search/search-url";

/** The save-search button with the visitor's session (render inside Suspense). */
export async function SaveSearchSlot({
  basePath,
  applied,
}: {
  basePath: SearchBasePath;
  applied: AppliedFilters;
}) {
  const actor = await getCurrentActor();
  const query = appliedToParams(applied, 1).toString();
  return (
    <SaveSearchButton
      signedIn={actor !== null}
      query={query}
      returnTo={`${basePath}?${query}`}
      suggestedName={suggestedSearchName(applied)}
    />
  );
}
