import { readFileSync } from "node:fs";
import path from "node:path";

type ManifestRoute = { page: string; regex: string };
type Pattern = { page: string; regex: RegExp };

/** The label for a path no route of the build matches (404s, scanners): one bucket, bounded. */
export const UNMATCHED_ROUTE = "(unmatched)";

/**
 * Turns a request path into its route pattern (`/property/[slug]`, `/api/invoices/[id]`), so a
 * metric's label takes one value per route of the app, never one per URL. The patterns come from
 * the build's route list (`.next/routes-manifest.json`, the file `next start` routes by); paths
 * outside it share UNMATCHED_ROUTE.
 */
export function createRouteMatcher(routes: {
  staticRoutes: ManifestRoute[];
  dynamicRoutes: ManifestRoute[];
}): (pathname: string) => string {
  const exact = new Set(routes.staticRoutes.map((r) => r.page));
  const dynamic: Pattern[] = routes.dynamicRoutes.map((r) => ({
    page: r.page,
    regex: new RegExp(r.regex),
  }));
  return (pathname) => {
    if (pathname.startsWith("/_next/static/")) return "/_next/static";
    if (pathname.startsWith("/_next/image")) return "/_next/image";
    const clean = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
    if (exact.has(clean)) return clean;
    for (const route of dynamic) if (route.regex.test(clean)) return route.page;
    return UNMATCHED_ROUTE;
  };
}

/** The matcher for the build in `dir` (or every path unmatched when there is no build). */
export function loadRouteMatcher(dir = process.cwd()): (pathname: string) => string {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(dir, ".next", "routes-manifest.json"), "utf8"),
    ) as { staticRoutes?: ManifestRoute[]; dynamicRoutes?: ManifestRoute[] };
    return createRouteMatcher({
      staticRoutes: manifest.staticRoutes ?? [],
      dynamicRoutes: manifest.dynamicRoutes ?? [],
    });
  } catch {
    return () => UNMATCHED_ROUTE;
  }
}
