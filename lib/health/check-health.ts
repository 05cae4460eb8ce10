import "server-only";
import { getDbHandle, type DbEngine } from "@/lib/db/client";
import { env } from "@/lib/env";

export type Health = {
  status: "ok" | "unavailable";
  engine: DbEngine;
  database: "up" | "down";
  error?: string;
};

/** Reports the database engine and whether it answers. */
export async function checkHealth(): Promise<Health> {
  const engine: DbEngine = env.DATABASE_URL ? "postgresql" : "pglite";
  try {
    const handle = await getDbHandle();
    await withTimeout(handle.ping(), 3000);
    return { status: "ok", engine: handle.engine, database: "up" };
  } catch (error) {
    const message = error instanceof Error ? error.message : "database unreachable";
    return { status: "unavailable", engine, database: "down", error: message };
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
