import "server-only";
import { getDbHandle, type DbEngine } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

export type Health = {
  status: "ok" | "unavailable";
  engine: DbEngine;
  database: "up" | "down";
};

/** Reports the database engine and whether it answers; why it does not goes to the log only. */
export async function checkHealth(): Promise<Health> {
  const engine: DbEngine = env.DATABASE_URL ? "postgresql" : "pglite";
  try {
    const handle = await getDbHandle();
    await withTimeout(handle.ping(), 3000);
    return { status: "ok", engine: handle.engine, database: "up" };
  } catch (error) {
    log.error({ err: error }, "health check: database unreachable");
    return { status: "unavailable", engine, database: "down" };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`database did not answer in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
