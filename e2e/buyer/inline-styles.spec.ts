import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";

/**
 * The site's stylesheet travels inside each page (components/layout/site-styles.tsx), so the
 * first paint waits for no second request: once in the HTML, not again in the page's RSC payload,
 * and the browser keeps that one copy when it moves to another page without a reload. A page the
 * browser draws on its own (the not-found page) links the same stylesheet as a file.
 */

const INLINE_STYLE = /<style data-precedence="site" data-href="\/styles\/site-[0-9a-f]{12}\.css">/g;
/** A rule every page needs (the body's `min-h-screen`), to find the stylesheet's text by. */
const A_RULE = ".min-h-screen{min-height:100vh}";

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** How many copies of the stylesheet the page holds, and the body's font (system stack when styled). */
function styleState(page: Page): Promise<{ copies: number; font: string }> {
  return page.evaluate(() => ({
    copies: document.querySelectorAll('[data-precedence="site"]').length,
    font: getComputedStyle(document.body).fontFamily,
  }));
}

test("every kind of page carries the stylesheet once, inline, and links none", async ({
  request,
}) => {
  for (const path of ["/", "/hi", "/search-results?city=Mumbai", "/admin/login"]) {
    const page = await html(request, path);
    expect(page.match(INLINE_STYLE), path).toHaveLength(1);
    expect(page.split(A_RULE), `${path}: the rule once, not again in the payload`).toHaveLength(2);
    expect(page, path).not.toContain('rel="stylesheet"');
  }
});

test("a visitor's page is styled without fetching a stylesheet, and stays so from page to page", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await styleState(page)).toEqual({
    copies: 1,
    font: expect.stringMatching(/^ui-sans-serif/),
  });

  // A move without a reload (the window keeps its marker): React keeps the one copy it found.
  await page.evaluate(() => Object.assign(window, { samePageLoad: true }));
  await page.getByRole("link", { name: /Browse all/ }).click();
  await expect(page).toHaveURL(/\/search-results/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "samePageLoad" in window)).toBe(true);
  expect(await styleState(page)).toEqual({
    copies: 1,
    font: expect.stringMatching(/^ui-sans-serif/),
  });
  expect(stylesheets).toEqual([]);
});

test("the not-found page, drawn in the browser, is styled from the stylesheet's file", async ({
  page,
  request,
}) => {
  const stylesheets: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "stylesheet") {
      stylesheets.push(`${response.status()} ${new URL(response.url()).pathname}`);
    }
  });
  await page.goto("/no-such-page-at-all");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  expect(await styleState(page)).toEqual({
    copies: 1,
    font: expect.stringMatching(/^ui-sans-serif/),
  });
  expect(stylesheets).toEqual([expect.stringMatching(/^200 \/styles\/site-[0-9a-f]{12}\.css$/)]);

  const file = await request.get(stylesheets[0]!.slice(4));
  expect(file.headers()["content-type"]).toBe("text/css; charset=utf-8");
  expect(await file.text()).toContain(A_RULE);
  expect((await request.get("/styles/site-000000000000.css")).status()).toBe(404);
});
