/**
 * Whether the database is answering, as one process-wide flag. The app marks it down when a
 * query fails for want of a connection and clears it when a probe answers again; proxy.ts reads
 * it to answer per-request pages with 503 + Retry-After instead of rendering them into an error.
 * The flag lives on globalThis because proxy.ts and the app are separate module graphs in the
 * same server process. No imports: the proxy bundle stays small.
 */
const KEY = Symbol.for("land-acre.database-availability");

type Availability = { downSince: number | null };

function availability(): Availability {
  const holder = globalThis as { [KEY]?: Availability };
  return (holder[KEY] ??= { downSince: null });
}

/** When the database stopped answering (epoch ms), or null while it answers. */
export function databaseDownSince(): number | null {
  return availability().downSince;
}

export function markDatabaseDown(now: number = Date.now()): void {
  availability().downSince ??= now;
}

export function markDatabaseUp(): void {
  availability().downSince = null;
}

/**
 * Socket errors, PostgreSQL's "cannot connect now / shutting down" classes (08xxx, 57Pxx) and
 * time limits run into (a database that stops answering): each means "no database" for now.
 */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  // A statement cut off by statement_timeout, a transaction ended by its idle limit.
  "57014",
  "25P03",
]);
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|database is closed|Query read timeout/i;

/**
 * A client that went away mid-request: Node's http server ends the request's body with
 * `Error: aborted` (code ECONNRESET, but no `syscall`: no socket of ours failed), and Next.js
 * names its own `ResponseAborted`. It says nothing about the server or the database: it is not
 * logged as an error (lib/http/errors.ts, lib/actions/define-action.ts) and never marks the
 * database down.
 */
export function isClientAbortError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    if (typeof e !== "object") return false;
    const { code, message, name, syscall, cause } = e as Record<string, unknown>;
    if (name === "ResponseAborted") return true;
    if (message === "aborted" && code === "ECONNRESET" && syscall === undefined) return true;
    e = cause;
  }
  return false;
}

/**
 * True when `error` (or an error it wraps, as Drizzle's query errors do) means "no database".
 * A client that hung up (`Error: aborted`, also code ECONNRESET) never does: it would mark a
 * healthy database down and answer 503 to everyone until the next probe.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  if (isClientAbortError(error)) return false;
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    if (typeof e !== "object") return false;
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
    if (typeof message === "string" && CONNECTION_MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
}
