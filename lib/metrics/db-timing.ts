import { inSpan } from "@/lib/tracing/spans";
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
 * parameters) and its latency lands in db_query_duration_seconds (a rejected query counts
 * too). Used on every pooled PostgreSQL client and on the PGlite client.
 */
export function timeQueries(target: Queryable, engine: "pglite" | "postgresql"): void {
  const original = target.query as (...args: unknown[]) => unknown;
  const histogram = metrics().dbQueryDuration;
  (target as { query: (...args: unknown[]) => unknown }).query = function timedQuery(
    this: unknown,
    ...args: unknown[]
  ) {
    const start = performance.now();
    const result = inSpan(
      "db.query",
      {
        "db.system": engine === "pglite" ? "postgresql" : engine,
        "db.statement": statementOf(args),
      },
      () => original.apply(this, args),
    );
    if (result instanceof Promise) {
      const done = () => histogram.observe({ engine }, (performance.now() - start) / 1000);
      result.then(done, done);
    }
    return result;
  };
}
