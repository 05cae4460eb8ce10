import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { Pool } from "pg";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { timeQueries } from "@/lib/metrics/db-timing";
import * as schema from "./schema";

export type Schema = typeof schema;

type RowsResult<TRow> = { rows: TRow[] };

/** Raw `db.execute` results on both engines carry `rows`. */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this["row"]>;
}
export type Db = PgDatabase<RowsResultHKT, Schema>;
export type DbEngine = "pglite" | "postgresql";

export type DbHandle = {
  db: Db;
  engine: DbEngine;
  /** The PostgreSQL connection string (undefined on PGlite). */
  url?: string;
  /** Cheap liveness probe. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** PostgreSQL only: connections checked out and queries waiting for one (metrics). */
  poolStats?: () => { inUse: number; waiting: number };
  /** PGlite only: the data directory as a tarball (`openDatabase({ loadDataDir })` reads it back). */
  dumpDataDir?: () => Promise<Blob>;
};

/** PostgreSQL time limits in ms (0: none). */
export type DbTimeouts = { connectMs: number; statementMs: number; idleInTransactionMs: number };

/** The server's request limits (lib/env.ts: DB_*_TIMEOUT_MS). */
export function requestTimeouts(): DbTimeouts {
  return {
    connectMs: env.DB_CONNECT_TIMEOUT_MS,
    statementMs: env.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}

/**
 * pg's settings for these limits: statement and idle-in-transaction limits are PostgreSQL's own
 * (sent when connecting), and the client gives up reading an answer a second after the statement
 * limit, for a server that stops answering altogether (frozen, not refusing).
 */
export function poolTimeouts(timeouts: DbTimeouts) {
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    ...(timeouts.statementMs > 0
      ? { statement_timeout: timeouts.statementMs, query_timeout: timeouts.statementMs + 1000 }
      : {}),
    ...(timeouts.idleInTransactionMs > 0
      ? { idle_in_transaction_session_timeout: timeouts.idleInTransactionMs }
      : {}),
  };
}

/**
 * Opens a database: PostgreSQL when a URL is given, otherwise PGlite at `dataDir` (memory when
 * undefined), starting from the `loadDataDir` tarball when one is given. `timeouts` apply to
 * PostgreSQL (the default: a 5 s connection limit and no statement limit, for scripts).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  /** A data-directory tarball: a Blob (as `dumpDataDir` gives) or its bytes. */
  loadDataDir?: Blob | Uint8Array;
  timeouts?: DbTimeouts;
  max?: number;
  /**
   * PGlite only: PostgreSQL's `shared_buffers` (default 128MB). The buffers are zeroed at every
   * start, which is most of the cost of opening a small database; a test database needs a few MB.
   */
  sharedBuffers?: string;
  /**
   * PGlite only, for a new data directory: WAL in 1 MB segments and at most 2 MB of it (PostgreSQL's
   * segment is 16 MB). A data-directory tarball (`dumpDataDir`) then holds 2 MB of WAL instead of
   * 16: the Jest template, which every test file opens a copy of, is 15 MB instead of 29.
   */
  smallWal?: boolean;
}): Promise<DbHandle> {
  if (options.url) {
    // A connection attempt gives up (5 s unless told), so requests answer 503 quickly while the
    // database is down; an idle connection the server drops is an event to log, not a crash.
    const pool = new Pool({
      connectionString: options.url,
      max: options.max ?? 10,
      ...poolTimeouts(
        options.timeouts ?? { connectMs: 5000, statementMs: 0, idleInTransactionMs: 0 },
      ),
    });
    pool.on("error", (error) => log.warn({ err: error }, "database connection lost"));
    pool.on("connect", (client) => timeQueries(client, "postgresql"));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      engine: "postgresql",
      url: options.url,
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
      poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (options.dataDir) mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  const client = await PGlite.create(options.dataDir ?? "memory://", {
    extensions: { pg_trgm },
    loadDataDir:
      options.loadDataDir instanceof Uint8Array
        ? new BytesBlob(options.loadDataDir)
        : options.loadDataDir,
    initDbStartParams: options.smallWal ? ["--wal-segsize=1"] : undefined,
    startParams: [
      ...PGlite.defaultStartParams,
      ...(options.sharedBuffers ? ["-c", `shared_buffers=${options.sharedBuffers}`] : []),
      ...(options.smallWal ? ["-c", "min_wal_size=2MB", "-c", "max_wal_size=2MB"] : []),
    ],
  });
  timeQueries(client, "pglite");
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: "pglite",
    ping: async () => {
      if (client.closed) throw new Error("database is closed");
      await client.query("select 1");
    },
    close: () => client.close(),
    // A checkpoint first: a copy opens by replaying the WAL written since the last checkpoint,
    // which after the migrations (and their vacuum) is most of a test database's opening cost.
    dumpDataDir: async () => {
      await client.exec("checkpoint");
      return client.dumpDataDir("none");
    },
  };
}

/**
 * Bytes as the Blob PGlite's `loadDataDir` takes. PGlite reads it once, with `arrayBuffer()`,
 * which this serves with one copy (with `size`; nothing else is served). A plain
 * `new Blob([bytes])` copies a 40 MB tarball into Node's blob store and reads it back in 64 KB
 * chunks: about a third of a CPU-second per open.
 */
class BytesBlob extends Blob {
  constructor(private readonly content: Uint8Array) {
    super([]);
  }

  override get size(): number {
    return this.content.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    // The bytes' own buffer when they fill it (a file read whole), else one copy; a copy of a
    // test template cost about a tenth of a CPU-second per Jest test file (page faults). PGlite
    // only reads it (it untars into files of its own), so the caller's bytes stay as they were.
    const { buffer, byteOffset, byteLength } = this.content;
    // The tag rather than `instanceof`: under Jest, a file's bytes come from another realm.
    const plain = Object.prototype.toString.call(buffer) === "[object ArrayBuffer]";
    const whole = plain && byteOffset === 0 && byteLength === buffer.byteLength;
    return Promise.resolve(whole ? (buffer as ArrayBuffer) : new Uint8Array(this.content).buffer);
  }
}

type Holder = {
  handle?: Promise<DbHandle>;
  background?: Promise<DbHandle>;
  override?: DbHandle;
};
const holder: Holder = ((globalThis as { __landAcreDb?: Holder }).__landAcreDb ??= {});

/** The process-wide database handle, opened on first use. */
export function getDbHandle(): Promise<DbHandle> {
  if (holder.override) return Promise.resolve(holder.override);
  holder.handle ??= openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, timeouts: requestTimeouts() }
      : { dataDir: env.PGLITE_DIR },
  ).catch((error: unknown) => {
    holder.handle = undefined;
    throw error;
  });
  return holder.handle;
}

/** Background rebuilds that may run longer than a request's limits (the insights rollup). */
const BACKGROUND_STATEMENT_MS = 10 * 60_000;

/**
 * The database for long background work: on PostgreSQL a small pool of its own whose statements
 * may run for minutes (the requests' pool stops them after DB_STATEMENT_TIMEOUT_MS); on PGlite
 * the one in-process database.
 */
export async function getBackgroundDb(): Promise<Db> {
  if (holder.override || !env.DATABASE_URL) return getDb();
  holder.background ??= openDatabase({
    url: env.DATABASE_URL,
    max: 2,
    timeouts: {
      connectMs: env.DB_CONNECT_TIMEOUT_MS,
      statementMs: BACKGROUND_STATEMENT_MS,
      idleInTransactionMs: BACKGROUND_STATEMENT_MS,
    },
  }).catch((error: unknown) => {
    holder.background = undefined;
    throw error;
  });
  return (await holder.background).db;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/**
 * Runs `fn` with getDb() answering `db`: the seed, which holds its own connection, calls the
 * same lib/ functions as the app (payments through the sandbox checkout, for one).
 */
export async function withDatabase<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  const previous = holder.override;
  holder.override = {
    db,
    engine: previous?.engine ?? (env.DATABASE_URL ? "postgresql" : "pglite"),
    ping: async () => {},
    close: async () => {},
  };
  try {
    return await fn();
  } finally {
    holder.override = previous;
  }
}

/** Tests point the whole app at their own database. */
export function setDbHandleForTesting(handle: DbHandle | undefined): void {
  holder.override = handle;
}
