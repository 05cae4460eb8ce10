import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { sitemapPaths } from "../fixtures/sitemap";

/**
 * Issue 29 (INP): while a modal is open the page behind it is drawn only as far as it shows
 * (components/ui/page-behind-modal.ts), so opening one does not restyle the whole page. What a
 * person sees must not change: the modal is drawn, the page comes back where it was.
 */
const mark = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute("data-modal-page"));
/** Drawn, content-visibility included (an element in a skipped subtree is not). */
const drawn = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)?.checkVisibility() ?? null, selector);

test("behind the phone menu the page is not drawn, and it comes back where it was", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
  expect(await drawn(page, "#content h1")).toBe(true);

  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Main menu" });
  await expect(menu.getByRole("button", { name: "Buy Property" })).toBeVisible();
  expect(await mark(page)).toBe("hidden");
  expect(await drawn(page, "#content h1")).toBe(false);
  expect(await drawn(page, "#content ~ footer a")).toBe(false);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(1500);

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  expect(await mark(page)).toBeNull();
  expect(await drawn(page, "#content h1")).toBe(true);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
});

test("behind the filter sheet the results stay drawn where they show", async ({ page }) => {
  await page.goto("/search-results?propertyType=FlatApartment&transactionType=Buy&city=Pune");
  await page.getByRole("button", { name: "Filters", exact: true }).click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await expect(sheet.getByRole("button", { name: "Apply filters" })).toBeVisible();
  expect(await mark(page)).toBe("behind");
  // The heading above the sheet shows through its backdrop.
  expect(await drawn(page, "#results-heading")).toBe(true);
  await sheet.getByRole("button", { name: "Close filters" }).click();
  await expect(sheet).toBeHidden();
  expect(await mark(page)).toBeNull();
});

test("the photo viewer, a full-screen dialog inside the page, is drawn", async ({
  page,
  request,
}) => {
  const [path] = await sitemapPaths(request, "properties");
  await page.goto(path);
  await page.getByRole("button", { name: /View all \d+ photos/ }).click();
  const viewer = page.getByRole("dialog", { name: /Photos of/ });
  await expect(viewer.getByRole("img").first()).toBeVisible();
  expect(await mark(page)).toBe("behind");
  expect(await viewer.evaluate((el) => el.checkVisibility())).toBe(true);
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  expect(await mark(page)).toBeNull();
});
