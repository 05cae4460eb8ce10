/**
 * The public error screen (app/[locale]/(public)/error.tsx) as a visitor meets it: the database is down
 * while they open a listing. A second server runs the same build against a PostgreSQL address
 * nothing listens on (a real outage, not a test route); the listing page cannot load its data
 * and shows the error screen inside the site's frame, and "Try again" asks the server again.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { expect, test } from "../fixtures/test";
import { scaled } from "../machine-speed";

/** A port free right now (the OS picks it; the listener closes at once). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let server: ChildProcess | undefined;
let baseURL = "";

test.beforeAll(async () => {
  test.setTimeout(scaled(120_000));
  const [port, deadDatabasePort] = [await freePort(), await freePort()];
  baseURL = `http://127.0.0.1:${port}`;
  server = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      DATABASE_URL: `postgres://landacre@127.0.0.1:${deadDatabasePort}/landacre`,
      REDIS_URL: "",
      SITE_URL: baseURL,
      NEXTAUTH_URL: baseURL,
      LISTING_EXPIRY_INTERVAL_MS: "0",
      INSIGHTS_REFRESH_INTERVAL_MS: "0",
      JOB_WORKER_INTERVAL_MS: "600000",
    },
  });
  // Up once it answers at all: health says 503 while the database is down.
  for (let waited = 0; ; waited += 250) {
    const answered = await fetch(`${baseURL}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (answered === 503) break;
    if (waited > 90_000)
      throw new Error(`the outage server did not start (last status ${answered})`);
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
});

test("a listing page during a database outage shows the error screen, and Try again asks again", async ({
  page,
}) => {
  await page.goto(`${baseURL}/property/3-bhk-flat-for-sale-in-andheri-west-mumbai-7`);

  const screen = page.getByRole("alert").filter({ hasText: "Something went wrong" });
  await expect(screen.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  await expect(screen).toContainText(
    "This page could not be loaded just now. Please try again in a moment, or go back to the home page.",
  );
  await expect(screen.getByRole("link", { name: "Go to home" })).toHaveAttribute("href", "/");
  // Inside the site's frame: the visitor keeps the header and can still sign in.
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();

  const retry = screen.getByRole("button", { name: "Try again" });
  const askedAgain = page.waitForResponse(
    (r) => r.url().includes("/property/3-bhk-flat") && r.request().headers()["rsc"] === "1",
  );
  await retry.click();
  await askedAgain;
  // Still down: the same screen, ready for another try.
  await expect(screen.getByRole("button", { name: "Try again" })).toBeEnabled();
  await expect(screen.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  // The page itself answers 503 + Retry-After once the outage is known, still with the screen.
  const answer = await page.reload();
  expect(answer?.status()).toBe(503);
  expect(answer?.headers()["retry-after"]).toBe("5");
  await expect(screen.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
});

test("a project page during a database outage answers 503 + Retry-After with the error screen", async ({
  page,
}) => {
  // proxy.ts does not see project, agent or city pages: the status comes from
  // lib/http/outage-status-hook.ts as the failed render is sent.
  const project = `${baseURL}/project/green-acres-pune-3`;
  await page.goto(project);
  const screen = page.getByRole("alert").filter({ hasText: "Something went wrong" });
  await expect(screen.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  // The first failure marks the outage (if nothing had yet); from then on the page says 503.
  const again = await page.goto(project);
  expect(again?.status()).toBe(503);
  expect(again?.headers()["retry-after"]).toBe("5");
  expect(again?.headers()["cache-control"]).toBe("no-store");
  await expect(screen.getByRole("button", { name: "Try again" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
});

test("results during a database outage show the error screen below the results header, answered as 503 + Retry-After", async ({
  page,
}) => {
  // Results are served without proxy.ts (lib/http/search-rewrite-hook.ts): a search drawn before
  // the outage keeps serving from its cached copy; one never drawn fails, inside the results frame.
  for (const path of ["/search-results?city=Mumbai", "/hi/search-results?city=Mumbai"]) {
    const first = await page.goto(`${baseURL}${path}`);
    expect(first?.status()).toBeGreaterThanOrEqual(500);
    // The first failure marks the outage (if nothing had yet); from then on it says 503.
    const again = await page.goto(`${baseURL}${path}`);
    expect(again?.status()).toBe(503);
    expect(again?.headers()["retry-after"]).toBe("5");
    expect(again?.headers()["cache-control"]).toBe("no-store");
    const screen = page.getByRole("alert").filter({ has: page.getByRole("heading", { level: 1 }) });
    await expect(screen.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(screen.getByRole("button")).toBeEnabled();
    // The results header stays: the visitor can search again from it.
    await expect(page.getByRole("banner").getByRole("search")).toBeVisible();
  }
  const screen = page.getByRole("alert").filter({ hasText: "Something went wrong" });
  await page.goto(`${baseURL}/search-results?city=Pune`);
  await expect(screen.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  await expect(screen.getByRole("button", { name: "Try again" })).toBeEnabled();
});
