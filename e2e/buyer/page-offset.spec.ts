import { expect, test } from "../fixtures/test";

/** The fixed header never covers the start of a page: the breadcrumb sits below it. */
for (const path of ["/property-in/indore", "/insights", "/insights/indore", "/about", "/contact"]) {
  test(`${path} starts below the fixed header`, async ({ page }) => {
    await page.goto(path);
    const header = await page.locator("header").first().boundingBox();
    const start = page.getByRole("navigation", { name: "Breadcrumb" }).or(page.locator("main h1"));
    const first = await start.first().boundingBox();
    expect(header).not.toBeNull();
    expect(first).not.toBeNull();
    expect(first!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  });
}
