import "server-only";
import { getDbHandle } from "@/lib/db/client";
import {
  databaseDownSince,
  isDatabaseUnavailableError,
  markDatabaseDown,
  markDatabaseUp,
} from "@/lib/db/availability";
import { log } from "@/lib/log";

/** How often a down database is probed; recovery is seen within this (plus one ping). */
const PROBE_INTERVAL_MS = 1000;

/** One probe per process, though the app's bundles each load this module (hence globalThis). */
const PROBE_KEY = Symbol.for("land-acre.database-probe");
type ProbeHolder = { [PROBE_KEY]?: ReturnType<typeof setInterval> | null };
const holder = globalThis as ProbeHolder;

async function probeOnce(): Promise<void> {
  try {
    await (await getDbHandle()).ping();
  } catch {
    return;
  }
  const probe = holder[PROBE_KEY];
  if (probe) clearInterval(probe);
  holder[PROBE_KEY] = null;
  const since = databaseDownSince();
  markDatabaseUp();
  log.info({ downForMs: since === null ? 0 : Date.now() - since }, "database answers again");
}

/**
 * Called with any error a request ended in: a lost database marks the process "down" (pages in
 * the per-request areas then answer 503 from proxy.ts) and starts a probe that clears the mark
 * as soon as the database answers again. Other errors are ignored here.
 */
export function noteRequestError(error: unknown): void {
  if (!isDatabaseUnavailableError(error)) return;
  if (databaseDownSince() === null) log.warn({ err: error }, "database unavailable");
  markDatabaseDown();
  if (holder[PROBE_KEY]) return;
  const probe = setInterval(() => void probeOnce(), PROBE_INTERVAL_MS);
  probe.unref();
  holder[PROBE_KEY] = probe;
}
