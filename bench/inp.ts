/**
 * Interaction to Next Paint of the public pages' interactions, measured with the `web-vitals`
 * library in Playwright at a 4× CPU slowdown, side by side with the bare Next.js reference's
 * `/inp` page in one run (a Filters button that opens a panel, a box that filters a list):
 *
 *   ../shared/bench/bare-next/serve.sh 3011          # from the project root
 *   npx tsx bench/inp.ts --site http://127.0.0.1:3000 --bare http://127.0.0.1:3011
 *
 * Every run of an action is a fresh browser context (nothing cached) that loads the page, waits
 * until the page is quiet (network idle, then an idle callback), does what a person does and
 * reads the INP web-vitals reports for it. Each action is compared with the bare page's action of
 * the same kind: a click that opens something with the bare page's Filters button, typing with
 * typing the same words into the bare page's box. Runs are interleaved (run 1 of every action,
 * then run 2, …) so a busy moment of the shared machine falls on all of them alike.
 *
 * Options: --runs <n> (default 10), --slowdown <x> (default 4), --only <name,…> (actions by
 * name), --listing <path> (default: the first listing linked from home), --json (one JSON row
 * per action, with every run and the worst interaction's attribution). Chromium is
 * CHROMIUM_PATH (default: Debian's headless shell, else /usr/bin/chromium).
 * `--site-init <file.js>` runs that script in the site's pages before their own (to try a lever,
 * e.g. a style rule, before building it).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromiumPath } from "./chromium-path";
import { chromium, type Browser, type Page } from "@playwright/test";

const { values: args } = parseArgs({
  options: {
    site: { type: "string", default: "http://127.0.0.1:3000" },
    bare: { type: "string", default: "http://127.0.0.1:3011" },
    runs: { type: "string", default: "10" },
    slowdown: { type: "string", default: "4" },
    only: { type: "string" },
    listing: { type: "string" },
    json: { type: "boolean", default: false },
    "site-init": { type: "string" },
  },
});
const SITE_INIT = args["site-init"] ? readFileSync(args["site-init"], "utf8") : "";

const site = args.site.replace(/\/$/, "");
const bare = args.bare.replace(/\/$/, "");
const runs = Number(args.runs);
const slowdown = Number(args.slowdown);
/** What the typing actions type (as a person types a locality), one key every 120 ms. */
const WORDS = "Vijay Nagar";
const KEY_DELAY_MS = 120;
const MARGIN_MS = 100;

const require = createRequire(import.meta.url);
// The browser build (a global `webVitals`), beside the package's CommonJS entry.
const WEB_VITALS = readFileSync(
  path.join(
    path.dirname(require.resolve("web-vitals/attribution")),
    "web-vitals.attribution.iife.js",
  ),
  "utf8",
);
/** Every INP report, kept in the page (reportAllChanges: each time the page's INP grows). */
const COLLECT = `${WEB_VITALS}
window.__inp = [];
webVitals.onINP((m) => {
  const a = m.attribution;
  window.__inp.push({
    value: m.value,
    target: a.interactionTarget,
    type: a.interactionType,
    inputDelay: Math.round(a.inputDelay),
    processing: Math.round(a.processingDuration),
    presentation: Math.round(a.presentationDelay),
  });
}, { reportAllChanges: true, durationThreshold: 16 });`;

type Report = {
  value: number;
  target: string;
  type: string;
  inputDelay: number;
  processing: number;
  presentation: number;
};
type Kind = "click" | "typing";
type Action = {
  name: string;
  kind: Kind;
  /** Path on the site, or a function of the listing path. */
  path: string | ((listing: string) => string);
  mobile?: boolean;
  /** Gets the page ready (fields filled, element visible); no interaction here. */
  prepare?: (page: Page, run: number) => Promise<void>;
  act: (page: Page) => Promise<void>;
};

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function typeInto(page: Page, selector: string) {
  const box = page.locator(selector).first();
  await box.waitFor({ state: "visible" });
  // Focused without a click, so the only interactions are the key presses.
  await box.focus();
  await page.keyboard.type(WORDS, { delay: KEY_DELAY_MS });
}

const BARE: Record<Kind, Action> = {
  click: {
    name: "bare /inp: open the filters",
    kind: "click",
    path: "/inp",
    act: async (page) => {
      await page.getByRole("button", { name: "Filters" }).click();
      await page.getByRole("group", { name: "BHK" }).waitFor();
    },
  },
  typing: {
    name: "bare /inp: type in the box",
    kind: "typing",
    path: "/inp",
    act: (page) => typeInto(page, "input:not([type=checkbox])"),
  },
};

const RESULTS =
  "/search-results?propertyType=FlatApartment&transactionType=Buy&page=1&city=Pune&state=Maharashtra&locality=&searchQuery=";

const ACTIONS: Action[] = [
  {
    name: "results: open the filters (phone)",
    kind: "click",
    path: RESULTS,
    mobile: true,
    act: async (page) => {
      await page.getByRole("button", { name: "Filters", exact: true }).click();
      await page.getByRole("dialog", { name: "Filters" }).waitFor();
    },
  },
  {
    name: "home: type in the search box",
    kind: "typing",
    path: "/",
    prepare: (page) => page.locator('form[data-hydrated="true"]').first().waitFor(),
    act: (page) => typeInto(page, 'form[aria-label="Search properties"] input[name=searchQuery]'),
  },
  {
    name: "results: type in the header search box",
    kind: "typing",
    path: RESULTS,
    prepare: (page) => page.locator('form[role=search][data-hydrated="true"]').waitFor(),
    act: (page) => typeInto(page, "#header-search"),
  },
  {
    name: "home: switch the search tab to Rent",
    kind: "click",
    path: "/",
    prepare: (page) => page.locator('form[data-hydrated="true"]').first().waitFor(),
    act: async (page) => {
      await page.locator("label.deal-tab", { hasText: "Rent" }).click();
      await page.locator("label.deal-tab input[value=Rent]:checked").waitFor({ state: "attached" });
    },
  },
  {
    name: "home: open the Buy Property menu (keyboard)",
    kind: "click",
    path: "/",
    act: async (page) => {
      const button = page.getByRole("button", { name: "Buy Property" });
      await button.focus();
      await page.keyboard.press("Enter");
      await page.locator('button[aria-expanded="true"]', { hasText: "Buy Property" }).waitFor();
    },
  },
  {
    name: "home: open the menu (phone)",
    kind: "click",
    path: "/",
    mobile: true,
    act: async (page) => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog").first().waitFor();
    },
  },
  {
    name: "listing: open the photo gallery",
    kind: "click",
    path: (listing) => listing,
    act: async (page) => {
      await page.getByRole("button", { name: /View all \d+ photos/ }).click();
      await page.getByRole("dialog").first().waitFor();
    },
  },
  {
    name: "listing: send the enquiry form",
    kind: "click",
    path: (listing) => listing,
    prepare: async (page, run) => {
      const form = page.locator("form", { has: page.getByRole("button", { name: "Send OTP" }) });
      await form.getByLabel("Your name").fill("Asha Rao");
      // A new number every run and every bench (the code is texted to the dev outbox).
      const phone = `9${String(Date.now() % 1e8).padStart(8, "0")}${run % 10}`;
      await form.getByLabel("Mobile number").fill(phone);
    },
    act: async (page) => {
      await page.getByRole("button", { name: "Send OTP" }).click();
      await page
        .getByText(/OTP sent to|Too many|try again/i)
        .first()
        .waitFor();
    },
  },
];

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function firstListing(): Promise<string> {
  if (args.listing) return args.listing;
  const home = await (await fetch(`${site}/`)).text();
  const href = home.match(/href="(\/property\/[^"]+)"/)?.[1];
  if (!href) throw new Error("no listing linked from home: pass --listing");
  return href;
}

/** One fresh load and one action; the worst interaction's report (INP of the visit). */
async function measure(browser: Browser, base: string, action: Action, path: string, run: number) {
  const context = await browser.newContext({
    viewport: action.mobile ? PHONE : DESKTOP,
    timezoneId: "Asia/Kolkata",
    locale: "en-IN",
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(COLLECT);
    if (SITE_INIT && base === site) await page.addInitScript(SITE_INIT);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await page.goto(`${base}${path}`, { waitUntil: "load", timeout: 60_000 });
    await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => undefined);
    await action.prepare?.(page, run);
    // A quiet main thread before acting: the person interacts with a page that has settled.
    await page.evaluate(
      () => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 3000 })),
    );
    const before = await page.evaluate(
      () => (window as unknown as { __inp: Report[] }).__inp.length,
    );
    await action.act(page);
    // The report of the last interaction comes after its next paint: wait for it to settle.
    await page
      .waitForFunction((n) => (window as unknown as { __inp: Report[] }).__inp.length > n, before, {
        timeout: 10_000,
      })
      .catch(() => undefined);
    await page.waitForTimeout(500);
    const reports = await page.evaluate(() => (window as unknown as { __inp: Report[] }).__inp);
    const after = reports.slice(before);
    if (after.length === 0) {
      // No report grew the page's INP: the action's interactions were no slower than earlier
      // ones (there are none in `prepare`), i.e. it was not measured. Say so.
      throw new Error(`${action.name}: no INP report (run ${run + 1})`);
    }
    return after[after.length - 1];
  } finally {
    await context.close();
  }
}

async function main() {
  const chosen = args.only
    ? ACTIONS.filter((a) => args.only!.split(",").some((n) => a.name.includes(n.trim())))
    : ACTIONS;
  const listing = await firstListing();
  const kinds = [...new Set(chosen.map((a) => a.kind))];
  const all = [
    ...kinds.map((k) => ({ action: BARE[k], base: bare })),
    ...chosen.map((action) => ({ action, base: site })),
  ];
  const results = new Map<Action, Report[]>(all.map(({ action }) => [action, []]));
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic"],
  });
  const loadStart = loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  console.error(`listing: ${listing}; load average at the start: ${loadStart}`);
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const { action, base } of all) {
        const path = typeof action.path === "function" ? action.path(listing) : action.path;
        try {
          results.get(action)!.push(await measure(browser, base, action, path, run));
        } catch (error) {
          console.error(String(error).split("\n")[0]);
        }
      }
      console.error(`run ${run + 1} of ${runs} done`);
    }
  } finally {
    await browser.close();
  }
  const loadEnd = loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  const bareP75 = new Map(
    kinds.map((k) => [
      k,
      percentile(
        results.get(BARE[k])!.map((r) => r.value),
        75,
      ),
    ]),
  );
  const rows = all.map(({ action }) => {
    const reports = results.get(action)!;
    const values = reports.map((r) => r.value);
    const p75 = percentile(values, 75);
    const limit = bareP75.get(action.kind)! + MARGIN_MS;
    const worst = reports.reduce((a, b) => (b.value > a.value ? b : a), reports[0]);
    return {
      action: action.name,
      kind: action.kind,
      runs: values.length,
      p50: percentile(values, 50),
      p75,
      max: Math.max(...values),
      "limit (bare p75 + 100)": action.path === "/inp" ? "—" : limit,
      met: action.path === "/inp" ? "—" : p75 <= limit ? "yes" : "NO",
      values,
      worst,
    };
  });
  if (args.json) {
    for (const row of rows) console.log(JSON.stringify(row));
  } else {
    console.log(
      `\nINP p75 over ${runs} runs at ${slowdown}× CPU slowdown; load average ${loadStart} → ${loadEnd}\n`,
    );
    console.log(
      "| action | kind | runs | p50 ms | p75 ms | max ms | limit ms | met | worst: target (delay / processing / presentation) |",
    );
    console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- |");
    for (const r of rows) {
      const w = r.worst;
      const target = w?.target && w.target.length > 40 ? `…${w.target.slice(-39)}` : w?.target;
      const detail = w ? `${target} (${w.inputDelay} / ${w.processing} / ${w.presentation})` : "";
      console.log(
        `| ${r.action} | ${r.kind} | ${r.runs} | ${r.p50} | ${r.p75} | ${r.max} | ${r["limit (bare p75 + 100)"]} | ${r.met} | ${detail} |`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
