/**
 * The PostgreSQL database the benchmarks load once and keep (BENCH_DATABASE_URL), and the
 * percentile they report.
 */
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { openDatabase, type Db, type DbHandle } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { env } from "@/lib/env";

/** Creates the bench database when missing (drops it first with `fresh`), then migrates it. */
export async function openBenchDatabase(fresh: boolean): Promise<DbHandle> {
  const url = env.BENCH_DATABASE_URL;
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe database name ${name}`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  if (fresh) await client.query(`drop database if exists ${name} with (force)`);
  const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await client.query(`create database ${name}`);
  await client.end();
  const handle = await openDatabase({ url });
  await runMigrations(handle);
  return handle;
}

export async function listingCount(db: Db): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from properties`);
  return Number(r.rows[0]?.n ?? 0);
}

/** The p-th percentile of ascending `sorted` (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)];
}

/** `--properties` and `--runs` as positive integers; exits with a message otherwise. */
export function listingsAndRuns(values: { properties?: string; runs?: string }): {
  count: number;
  runs: number;
} {
  const count = Number(values.properties);
  const runs = Number(values.runs);
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(runs) || runs < 1) {
    console.error("--properties and --runs must be positive integers");
    process.exit(1);
  }
  return { count, runs };
}
