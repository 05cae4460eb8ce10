import { expect, test } from "../fixtures/test";

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 1280, height: 800 },
]) {
  test(`listing and project breadcrumbs sit below the fixed header at ${viewport.width}px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const path of ["/property-profile?id=9", "/property-in/indore"]) {
      await page.goto(path);
      if (path.startsWith("/property-in/")) {
        const project = page.locator("#projects").locator('a[href^="/project/"]').first();
        await project.scrollIntoViewIfNeeded();
        await project.click();
        await expect(page).toHaveURL(/\/project\//);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs).toBeVisible();
      const header = (await page.getByRole("banner").boundingBox())!;
      const first = (await crumbs.getByRole("link", { name: "Home" }).boundingBox())!;
      expect(first.y, `${page.url()}: first crumb below the header`).toBeGreaterThanOrEqual(
        header.y + header.height,
      );
      // Nothing covers the first crumb: a click reaches it.
      await crumbs.getByRole("link", { name: "Home" }).click({ trial: true, timeout: 5_000 });
    }
  });
}
