import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { resultCards } from "../fixtures/results";

/**
 * What a page asks the server for after it loads. The site's links fetch the next page ahead
 * only when the visitor reaches for one (pointer over it, keyboard focus or a touch), not every
 * link in view (components/i18n/link.tsx): a results page used to fetch about twenty pages nobody
 * had asked for. A guest's page does not ask who is signed in (components/visitor).
 */

/** The paths of the pages the browser has fetched ahead of a navigation so far. */
function prefetchLog(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** A card's title link and the path it leads to. */
async function titleLink(page: Page, card: Locator): Promise<{ link: Locator; path: string }> {
  const link = card.getByRole("heading").getByRole("link");
  return { link, path: new URL((await link.getAttribute("href"))!, page.url()).pathname };
}

test("a results page fetches a listing ahead only when the visitor points at it or tabs to it", async ({
  page,
}) => {
  const prefetched = prefetchLog(page);
  await page.goto("/search-results?city=Mumbai");
  await expect(resultCards(page).first()).toBeVisible();
  // Links in view used to be fetched once the page was idle: wait for that moment.
  await page.waitForLoadState("networkidle");
  expect(prefetched, "nothing fetched ahead on arrival").toEqual([]);

  const first = await titleLink(page, resultCards(page).nth(0));
  await first.link.hover();
  await expect.poll(() => prefetched.includes(first.path)).toBe(true);

  const second = await titleLink(page, resultCards(page).nth(1));
  expect(prefetched).not.toContain(second.path);
  await second.link.focus();
  await expect.poll(() => prefetched.includes(second.path)).toBe(true);

  // Only the two the visitor reached for.
  expect(new Set(prefetched)).toEqual(new Set([first.path, second.path]));

  await first.link.click();
  await expect(page).toHaveURL(first.path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a guest's listing page asks the server only to count the view; a signed-in buyer's asks who they are", async ({
  page,
  buyerPage,
}) => {
  await page.goto("/search-results?city=Mumbai");
  const listing = (await titleLink(page, resultCards(page).first())).path;

  for (const [visitor, expected] of [
    [page, ["/api/properties/views"]],
    [buyerPage, ["/api/properties/views", listing]],
  ] as const) {
    const posts: string[] = [];
    visitor.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    await visitor.goto(listing);
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    // Which requests, not how many (a signed-in page asks once or twice). They are sent once the
    // page is hydrated, which on a slow machine may come after a quiet moment on the network:
    // wait for them, then check that nothing else followed.
    await expect.poll(() => new Set(posts)).toEqual(new Set(expected));
    await visitor.waitForLoadState("networkidle");
    expect(new Set(posts)).toEqual(new Set(expected));
  }
  // The answer to that request: the buyer's enquiry box knows them.
  const enquiry = buyerPage.locator("section", {
    has: buyerPage.getByRole("heading", { name: /^Contact the / }),
  });
  await expect(
    enquiry.getByText(/Sending as/).or(enquiry.getByText(/^You enquired on /)),
  ).toBeVisible();
});

test("a seller's page counts unread messages once, when its live stream opens", async ({
  sellerPage,
}) => {
  // In order: each count asked for, and the moment the stream answered.
  const log: string[] = [];
  sellerPage.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/messages/unread") log.push("count");
  });
  sellerPage.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/messages/stream") log.push("stream open");
  });
  await sellerPage.goto("/saller/dashboard");
  await expect(sellerPage.getByRole("heading", { name: "Seller Dashboard" })).toBeVisible();
  await expect(sellerPage.getByRole("link", { name: /^Messages/ })).toBeVisible();
  // The server drew the first count; the stream's catch-up is the one request (the page used to
  // ask on load as well, before the stream was open).
  await expect.poll(() => log).toEqual(["stream open", "count"]);
});

/** Each element's computed style, as a short fingerprint per element (with its tag and classes). */
function styleFingerprints(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("body *")].map((element) => {
      const style = getComputedStyle(element);
      const values: string[] = [];
      for (let i = 0; i < style.length; i++) {
        values.push(`${style[i]}:${style.getPropertyValue(style[i]!)}`);
      }
      let hash = 0;
      for (const char of values.sort().join(";"))
        hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
      return `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""} ${hash}`;
    }),
  );
}

test("a cached listing page is drawn from the rules in its head; its other rules load once, after it, and style it as the whole sheet does", async ({
  page,
  browser,
}) => {
  await page.goto("/search-results?city=Mumbai");
  const listing = (await titleLink(page, resultCards(page).first())).path;
  // The first visit renders the page; the next ones are served from the page cache.
  await page.request.get(listing);
  const response = await page.request.get(listing);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  // The rules the page uses are in its head; the rest of the stylesheet's rules are loaded by a
  // script after it, the whole sheet is linked without being fetched, and linked again for
  // browsers without scripts.
  expect(head).toMatch(/<style data-first-paint="">[^<]*\.card\{/);
  const stylesheet = head.match(/<link rel="stylesheet" disabled="" href="([^"]+)"/)?.[1];
  expect(stylesheet).toMatch(/^\/_next\/static\/chunks\/[\w-]+\.css$/);
  const others = head.match(/l\.href="(\/styles\/[^"]+)"/)?.[1];
  expect(others).toMatch(/^\/styles\/[\w-]+\/[\w-]+\.css$/);
  expect(head).toContain(`<noscript><link rel="stylesheet" href="${stylesheet}"/></noscript>`);
  // The other rules' address answers for good; one the server did not make is not found.
  const sheet = await page.request.get(others!);
  expect(sheet.status()).toBe(200);
  expect(sheet.headers()["content-type"]).toContain("text/css");
  expect(sheet.headers()["cache-control"]).toContain("immutable");
  expect(await sheet.text()).not.toContain(".card{");
  expect((await page.request.get(others!.replace(/\/[\w-]+\.css$/, "/AAAA.css"))).status()).toBe(
    404,
  );
  expect((await page.request.get("/styles/no-such-sheet/AAAA.css")).status()).toBe(404);
  // The first photo is asked for on the response's headers; no stylesheet is.
  const photo = head.match(/<link rel="preload" as="image" imageSrcSet="([^" ]+)/)?.[1];
  expect(response.headers()["link"]).toContain(
    `<${photo}>; rel=preload; as="image"; fetchpriority="high"`,
  );
  expect(response.headers()["link"]).not.toContain(".css");

  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(listing);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.locator(`link[rel="stylesheet"][href="${others}"]`)).toHaveCount(1);
  await expect(page.locator("header").first()).toHaveCSS("position", "fixed");
  expect(fetched.filter((path) => path === others)).toHaveLength(1);
  expect(fetched.filter((path) => path === stylesheet)).toHaveLength(0);
  // The photo viewer, drawn by a script after the load, is styled by the other rules (its rules
  // were not among the first paint's): a near-black backdrop, not the browser's white.
  const gallery = page.getByRole("button", { name: /^View all \d+ photos$/ });
  const viewer = page.getByRole("dialog", { name: /^Photos of / });
  await expect(async () => {
    await gallery.click({ timeout: 5_000 });
    await expect(viewer).toBeVisible({ timeout: 10_000 });
  }).toPass();
  await expect(viewer).toHaveCSS(
    "background-color",
    /^(rgba|oklab|color)\(0,? 0,? 0[, /]+0\.95\)$/,
  );
  // Every element, the viewer's too, is styled as the whole sheet styles it: add the whole sheet
  // last, where its own order settles every tie, and nothing changes.
  const split = await styleFingerprints(page);
  await page.evaluate((href) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.id = "whole-sheet";
    document.head.append(link);
  }, stylesheet!);
  await expect
    .poll(() =>
      page.evaluate(
        () => (document.getElementById("whole-sheet") as HTMLLinkElement).sheet !== null,
      ),
    )
    .toBe(true);
  const whole = await styleFingerprints(page);
  expect(whole.length).toBeGreaterThan(300);
  expect(split.filter((element, i) => element !== whole[i])).toEqual([]);

  // Without scripts: the same page, styled by the rules in its head and the <noscript> link.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto(listing);
  await expect(noScript.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(noScript.locator("header").first()).toHaveCSS("position", "fixed");
  await context.close();
});

test("every script a listing page loads, and the photo viewer's loaded on use, asks to be compiled while it downloads", async ({
  page,
}) => {
  await page.goto("/search-results?city=Mumbai");
  const listing = (await titleLink(page, resultCards(page).first())).path;
  // The start of each client script served (scripts/compile-hints.ts marks them after the build).
  const scripts = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith("/_next/static/chunks/") && path.endsWith(".js"))
      scripts.set(
        path,
        response.text().then((text) => text.slice(0, 40)),
      );
  });
  await page.goto(listing);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const onLoad = scripts.size;
  expect(onLoad, "the page's own scripts").toBeGreaterThan(3);
  const viewer = page.getByRole("dialog", { name: /^Photos of / });
  await expect(async () => {
    await page.getByRole("button", { name: /^View all \d+ photos$/ }).click({ timeout: 5_000 });
    await expect(viewer).toBeVisible({ timeout: 10_000 });
  }).toPass();
  expect(scripts.size, "the viewer's script, fetched on use").toBeGreaterThan(onLoad);
  for (const [path, start] of scripts)
    expect(await start, path).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
});
