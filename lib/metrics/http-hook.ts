import { hookServerRequests } from "@/lib/http/server-request-hook";
import { metrics, statusClass } from "./registry";
import { loadRouteMatcher } from "./route-patterns";

/** Methods as labels: the usual ones by name, anything else as one value. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Counts every request the Node server answers — cached pages included, which run none of the
 * app's code — by timing it from the server's "request" event to the response's "finish", with
 * the route pattern from the build's route list and the status class. A page served from the
 * Next.js page cache says so in `x-nextjs-cache`, counted as a page-cache hit or miss. Installed
 * once per process from instrumentation.ts.
 */
export function installMetricsHook(
  routeOf: (pathname: string) => string = loadRouteMatcher(),
): void {
  const m = metrics();
  hookServerRequests("metricsHook", (req, res, next) => {
    const start = process.hrtime.bigint();
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const url = req.url ?? "/";
      const q = url.indexOf("?");
      const labels = {
        route: routeOf(q === -1 ? url : url.slice(0, q)),
        method: METHODS.has(req.method ?? "") ? req.method! : "OTHER",
        status: statusClass(res.statusCode),
      };
      m.httpRequests.inc(labels);
      m.httpDuration.observe(labels, seconds);
      const cache = res.getHeader("x-nextjs-cache");
      if (typeof cache === "string") {
        m.cacheLookups.inc({
          kind: "page",
          result: cache.toLowerCase() === "hit" ? "hit" : "miss",
        });
      }
    });
    return next();
  });
}
