import { startClientSpan } from "@/lib/tracing/spans";
import { metrics } from "./registry";

type Queryable = { query: (...args: never[]) => unknown };

/** The statement text of a query call (pg and PGlite take a string or a { text } config). */
function statementOf(args: unknown[]): string {
  const first = args[0];
  const text = typeof first === "string" ? first : (first as { text?: unknown } | null)?.text;
  return typeof text === "string" ? text.slice(0, 2000) : "";
}

/**
 * Wraps an object's `query` so each call is a `db.query` span (statement text, never the
 * parameters) and its latency lands in db_query_duration_seconds (a failed query counts too),
 * whether it answers with a promise or, as pg's pool does, through a callback. Used on every
 * pooled PostgreSQL client and on the PGlite client.
 */
export function timeQueries(target: Queryable, engine: "pglite" | "postgresql"): void {
  const original = target.query as (...args: unknown[]) => unknown;
  const histogram = metrics().dbQueryDuration;
  (target as { query: (...args: unknown[]) => unknown }).query = function timedQuery(
    this: unknown,
    ...args: unknown[]
  ) {
    const start = performance.now();
    const endSpan = startClientSpan("db.query", {
      "db.system": "postgresql",
      "db.statement": statementOf(args),
    });
    let finished = false;
    const done = (error?: unknown) => {
      if (finished) return;
      finished = true;
      histogram.observe({ engine }, (performance.now() - start) / 1000);
      endSpan(error);
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = function timedCallback(this: unknown, error: unknown, ...rest: unknown[]) {
        done(error ?? undefined);
        return (callback as (...a: unknown[]) => unknown).call(this, error, ...rest);
      };
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(() => done(), done);
    else if (typeof callback !== "function") done();
    return result;
  };
}
