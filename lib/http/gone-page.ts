/**
 * The page a listing that left the site leaves behind (`app/[locale]/(public)/listing-gone/[id]`):
 * served only at the listing's own address (lib/http/gone-listing-hook.ts), never by its own path.
 * No imports: proxy.ts reads these too.
 */
export const GONE_LISTING_PAGE = "/listing-gone/";
/** Marks a request the hook sent to that page (proxy.ts answers any other request for it 404). */
export const GONE_PAGE_HEADER = "x-landacre-gone-page";
