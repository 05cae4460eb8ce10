/**
 * `next start` servers for the multi-instance checks (scripts/check-shared-cache.ts,
 * scripts/check-message-stream.ts): each on one PostgreSQL database and the test Redis, with the
 * background timers that would race the check turned off.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { env } from "@/lib/env";

export type NextServer = { url: string; output: string[]; pid: number };

/** Every server started here, for `stopServers`. */
const servers: ChildProcess[] = [];

export function startServer(
  port: number,
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
): NextServer {
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl,
        REDIS_URL: env.TEST_REDIS_URL,
        SITE_URL: url,
        NEXTAUTH_URL: url,
        LISTING_EXPIRY_INTERVAL_MS: "0",
        INSIGHTS_REFRESH_INTERVAL_MS: "0",
        JOB_WORKER_INTERVAL_MS: "60000",
        ...extraEnv,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  servers.push(child);
  return { url, output, pid: child.pid ?? 0 };
}

export async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy`);
}

/** Stops every server started here and waits for them to exit. */
export async function stopServers(): Promise<void> {
  for (const child of servers) child.kill("SIGTERM");
  await Promise.all(servers.map((child) => new Promise((resolve) => child.once("exit", resolve))));
}
