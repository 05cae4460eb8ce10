import { metrics } from "./registry";

type Queryable = { query: (...args: never[]) => unknown };

/**
 * Wraps an object's `query` so each call's latency lands in db_query_duration_seconds (a
 * rejected query counts too). Used on every pooled PostgreSQL client and on the PGlite client.
 */
export function timeQueries(target: Queryable, engine: "pglite" | "postgresql"): void {
  const original = target.query as (...args: unknown[]) => unknown;
  const histogram = metrics().dbQueryDuration;
  (target as { query: (...args: unknown[]) => unknown }).query = function timedQuery(
    this: unknown,
    ...args: unknown[]
  ) {
    const start = performance.now();
    const result = original.apply(this, args);
    if (result instanceof Promise) {
      const done = () => histogram.observe({ engine }, (performance.now() - start) / 1000);
      result.then(done, done);
    }
    return result;
  };
}
