/**
 * The results page's address, and the route its cached copies are drawn on
 * (lib/search/cached-search-path.ts). No imports: the language switch, in every public page's
 * scripts, reads these, and the search schemas (zod) must not come with them.
 */
export const RESULTS_PATH = "/search-results";
export const CACHED_SEARCH_ROUTE = `${RESULTS_PATH}/q/`;
