import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";

/**
 * The site's links fetch the next page ahead only when the visitor reaches for one (pointer over
 * it, keyboard focus or a touch), not every link in view (components/i18n/link.tsx): a results
 * page used to fetch about twenty pages nobody had asked for.
 */

/** The paths of the pages the browser has fetched ahead of a navigation so far. */
function prefetchLog(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const cards = (page: Page) => page.getByRole("list", { name: "Properties" }).getByRole("article");

test("a results page fetches a listing ahead only when the visitor points at it or tabs to it", async ({
  page,
}) => {
  const prefetched = prefetchLog(page);
  await page.goto("/search-results?city=Mumbai");
  await expect(cards(page).first()).toBeVisible();
  // Links in view used to be fetched once the page was idle: wait for that moment.
  await page.waitForLoadState("networkidle");
  expect(prefetched, "nothing fetched ahead on arrival").toEqual([]);

  const first = cards(page).nth(0).getByRole("heading").getByRole("link");
  const firstPath = new URL((await first.getAttribute("href"))!, page.url()).pathname;
  await first.hover();
  await expect.poll(() => prefetched.includes(firstPath)).toBe(true);

  const second = cards(page).nth(1).getByRole("heading").getByRole("link");
  const secondPath = new URL((await second.getAttribute("href"))!, page.url()).pathname;
  expect(prefetched).not.toContain(secondPath);
  await second.focus();
  await expect.poll(() => prefetched.includes(secondPath)).toBe(true);

  // Only the two the visitor reached for.
  expect(new Set(prefetched)).toEqual(new Set([firstPath, secondPath]));

  await first.click();
  await expect(page).toHaveURL(firstPath);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
