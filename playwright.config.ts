import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { machineSlowdown } from "./e2e/machine-speed";

/** E2E runs against the production build (`next build` first) on a fresh embedded database. */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Waits scale when the machine is running slow (e2e/machine-speed.ts); 1 on a normal machine.
const slowdown = machineSlowdown();
if (!process.env.TEST_WORKER_INDEX && slowdown > 1)
  console.log(`machine runs ${slowdown}x slower than usual: test and expect timeouts scaled`);

// Debian's headless shell when it is there (scripts/ensure-chromium.sh installs it), else its
// full Chromium; CHROMIUM_PATH picks another.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
    // V8's interpreter only: the pages live for seconds, and compiling their scripts for the
    // baseline and optimising tiers cost about a fifth of the renderers' CPU (bench/README.md).
    "--js-flags=--max-opt=0",
  ],
};

export default defineConfig({
  testDir: "./e2e",
  // Specs may read server-only lib/ modules (e.g. the city data set); "server-only" is a no-op here.
  tsconfig: "./e2e/tsconfig.playwright.json",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000 * slowdown,
  expect: { timeout: 10_000 * slowdown },
  reporter: [["list"]],
  use: {
    baseURL,
    // A trace (DOM snapshots and a screencast of every action) is recorded only for a test's
    // retry: recording one for every test cost about a third of the suite's time (431 s against
    // 278 s), and a test that fails in CI is retried once, so its failure still leaves a trace.
    trace: "on-first-retry",
    launchOptions: chromium,
    timezoneId: "Asia/Kolkata",
    locale: "en-IN",
  },
  projects: [
    // Signs the demo buyer, seller and admin in once; their sessions go to e2e/.auth/.
    { name: "setup", testMatch: /auth\.setup\.ts/, use: { launchOptions: chromium } },
    {
      name: "desktop",
      dependencies: ["setup"],
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
      testIgnore: /mobile\.spec\.ts/,
    },
    {
      name: "mobile",
      dependencies: ["setup"],
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: {
    command: `bash scripts/e2e-server.sh ${port}`,
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
  },
});
