import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { sitemapPaths } from "../fixtures/sitemap";

/**
 * A phone on a slow network draws a page before all of its HTML has arrived (the rules it needs
 * are in its head). What is drawn must stay where it is while the rest comes in: no layout shift
 * (Lighthouse's CLS) from a half-arrived page. A proxy in front of the site sends each page's HTML
 * in small slices with pauses, as a slow connection does; everything else passes through whole.
 */

// Lighthouse's phone, where issue 29 judges layout shift.
test.use({ viewport: { width: 412, height: 823 } });

const SLICE_BYTES = 2_048;
const PAUSE_MS = 15;

async function tricklingProxy(upstream: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    let answer: Response;
    let body: Buffer;
    try {
      answer = await fetch(new URL(request.url ?? "/", upstream), {
        headers: { accept: request.headers.accept ?? "*/*" },
        redirect: "manual",
      });
      body = Buffer.from(await answer.arrayBuffer());
    } catch {
      response.writeHead(502).end();
      return;
    }
    const type = answer.headers.get("content-type") ?? "";
    const location = answer.headers.get("location");
    response.writeHead(answer.status, {
      "content-type": type,
      "cache-control": "no-store",
      ...(location ? { location } : {}),
    });
    if (!type.startsWith("text/html")) {
      response.end(body);
      return;
    }
    for (let at = 0; at < body.length; at += SLICE_BYTES) {
      response.write(body.subarray(at, at + SLICE_BYTES));
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

/** Logs every layout shift of each page load in the page: its score and what moved. */
async function logShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = log;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node: Node | null; previousRect: DOMRect; currentRect: DOMRect }[];
      })[]) {
        const moved = entry.sources.map(({ node, previousRect: a, currentRect: b }) => {
          const name =
            node instanceof Element
              ? `<${node.tagName.toLowerCase()} class="${node.getAttribute("class") ?? ""}">`
              : String(node?.nodeName);
          return `${name} ${a.x},${a.y} ${a.width}×${a.height} → ${b.x},${b.y} ${b.width}×${b.height}`;
        });
        log.push(`${entry.value.toFixed(4)}: ${moved.join("; ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The page's layout shifts from the start of its load until it has settled. */
async function shiftsWhileArriving(page: Page, url: string): Promise<string[]> {
  // Loaded: the last slice of the HTML has arrived; then a moment for hydration's first frames.
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}

test("public pages hold still while their HTML is still arriving on a slow connection", async ({
  page,
  request,
  baseURL,
}) => {
  const [listing] = await sitemapPaths(request, "properties");
  const [agent] = await sitemapPaths(request, "brokers");
  const [project] = await sitemapPaths(request, "projects");
  const proxy = await tricklingProxy(baseURL!);
  const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  await logShifts(page);
  try {
    for (const path of ["/", listing, project, agent, "/insights/mumbai", "/property-in/pune"]) {
      // A cached copy first, as most visitors get (the first request may render the page).
      await request.get(path);
      const shifts = await shiftsWhileArriving(page, origin + path);
      // Lighthouse's bar is 0.02. Before the fixes: 0.10 on a listing (its column narrow, then
      // widening) and 0.16 on home (its skyline); the header's call link may still move a few
      // pixels (0.001) when its number arrives after its icon.
      const score = shifts.reduce((sum, shift) => sum + Number.parseFloat(shift), 0);
      expect.soft(score, `${path}:\n${shifts.join("\n")}`).toBeLessThan(0.005);
    }
  } finally {
    proxy.close();
  }
});
