/**
 * Request bodies are refused at their route's limit without being held in memory (issue 25,
 * finding 2): a `next start` server (production build, throw-away embedded database) gets four
 * 450 MB bodies at once — chunked JSON to the login and registration, the webhook, and the photo
 * upload sent as JSON — each must be answered 413 (401 for the upload, signed out) and the
 * server's resident memory must stay within 50 MB of what it used idle. Run after `next build`:
 *   npx tsx scripts/check-body-limits.ts
 * Port: E2E_PORT + 5 (E2E_PORT defaults to 3100).
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sendChunked } from "@/lib/testing/chunked-post";

const MB = 1024 * 1024;
const BODY_BYTES = 450 * MB;
const HEADROOM_BYTES = 50 * MB;
const port = Number(process.env.E2E_PORT ?? 3100) + 5;
const dataDir = mkdtempSync(path.join(tmpdir(), "landacre-bodies-"));

const server = spawn(
  process.execPath,
  ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"],
  {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: "",
      REDIS_URL: "",
      PGLITE_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      LISTING_EXPIRY_INTERVAL_MS: "0",
      INSIGHTS_REFRESH_INTERVAL_MS: "0",
      JOB_WORKER_INTERVAL_MS: "600000",
    },
    stdio: ["ignore", "ignore", "pipe"],
  },
);

/** Resident memory of the server and every process under it (/proc), in bytes. */
function treeRss(pid: number): number {
  let rss = 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    rss += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      for (const child of children ? children.split(" ") : []) rss += treeRss(Number(child));
    }
  } catch {
    // the process ended meanwhile
  }
  return rss;
}

async function waitUntilServing(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await sendChunked(port, "/api/users/login", 2)) > 0) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start");
}

const TARGETS: [string, number][] = [
  ["/api/users/login", 413],
  ["/api/users/register", 413],
  ["/api/payments/razorpay/webhook", 413],
  ["/api/seller/uploads/photo", 401],
];

async function main(): Promise<void> {
  await waitUntilServing();
  // Warm up: each route's code loaded once, so idle memory includes it.
  for (let round = 0; round < 3; round += 1) {
    for (const [target] of TARGETS) await sendChunked(port, target, 1 * MB);
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = treeRss(server.pid ?? 0);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRss(server.pid ?? 0));
  }, 50);
  const started = Date.now();
  const statuses = await Promise.all(
    TARGETS.map(([target]) => sendChunked(port, target, BODY_BYTES)),
  );
  clearInterval(sampler);
  peak = Math.max(peak, treeRss(server.pid ?? 0));
  console.log(
    `4 × 450 MB bodies: statuses ${statuses.join(", ")} in ${Date.now() - started} ms; ` +
      `idle ${(idle / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB ` +
      `(+${((peak - idle) / MB).toFixed(1)} MB)`,
  );
  assert.deepEqual(
    statuses,
    TARGETS.map(([, status]) => status),
  );
  assert.ok(peak - idle < HEADROOM_BYTES, "memory grew by 50 MB or more");
}

main()
  .then(
    () => 0,
    (error: unknown) => {
      console.error(error);
      return 1;
    },
  )
  .then((code) => {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  });
