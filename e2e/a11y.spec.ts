import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { sitemapPaths } from "./fixtures/sitemap";
import { scaled } from "./machine-speed";

/**
 * axe-core's checks (WCAG 2.1 A and AA and its best practices) on the screens of every kind of
 * user: public pages in both languages, the buyer's profile, the seller's workspace and the admin
 * console. Lighthouse checks the public pages' accessibility too (bench/lighthouse.ts); this is
 * what keeps the signed-in screens honest. A phone's width is checked where tables scroll.
 */
async function expectNoViolations(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await page.waitForLoadState("load");
  // The page as a visitor sees it once it has arrived, not a part's loading placeholder (those
  // are checked in components/ui/loading-placeholders.test.tsx).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(found, `${path} at ${page.viewportSize()?.width}px`).toEqual([]);
}

const RESULTS =
  "/search-results?propertyType=FlatApartment&transactionType=Buy&page=1&city=Pune&state=Maharashtra&locality=&searchQuery=";

test("public pages in English and Hindi", async ({ page, request }) => {
  test.setTimeout(scaled(90_000));
  const [listing] = await sitemapPaths(request, "properties");
  for (const path of ["/", "/hi", RESULTS, listing, "/insights", "/login", "/compare"]) {
    await expectNoViolations(page, path);
  }
});

test("the buyer's profile and the seller's workspace", async ({ buyerPage, sellerPage }) => {
  test.setTimeout(scaled(90_000));
  await expectNoViolations(buyerPage, "/profile");
  for (const path of [
    "/saller/dashboard",
    "/hi/saller/dashboard",
    "/saller/properties",
    "/saller/queries/manage",
    "/saller/plans",
  ]) {
    await expectNoViolations(sellerPage, path);
  }
});

test("the admin console, its tables on a phone too", async ({ adminPage }) => {
  test.setTimeout(scaled(90_000));
  for (const path of [
    "/admin/dashboard",
    "/admin/properties/all",
    "/admin/sallers/manage",
    "/admin/messages",
    "/admin/enquiries",
  ]) {
    await expectNoViolations(adminPage, path);
  }
  await adminPage.setViewportSize({ width: 412, height: 823 });
  for (const path of ["/admin/trust", "/admin/reviews", "/admin/data-requests"]) {
    await expectNoViolations(adminPage, path);
  }
});
