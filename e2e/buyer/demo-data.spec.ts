import { expect, test } from "../fixtures/test";
import { CITIES, findCityByName } from "@/lib/geo/cities";
import { haversineKm } from "@/lib/geo/nearest-city";
import { sitemapPaths } from "../fixtures/sitemap";

/** Within this distance a city counts as "nearby" for an agent (lib/db/seed/listing-choices.ts). */
const NEARBY_KM = 250;

// Both rules hold for every seeded row in lib/db/seed/__tests__/seed-database.test.ts ("agents and
// builders work in their city or one nearby; addresses say each place once"); here the pages
// show them, on a sample.

test("a project's address says each place once", async ({ page }) => {
  for (const city of ["goa"]) {
    await page.goto(`/property-in/${city}`);
    const project = page.locator("#projects").locator('a[href^="/project/"]').first();
    await project.scrollIntoViewIfNeeded();
    await project.click();
    await expect(page).toHaveURL(/\/project\//);
    const line = page.getByRole("heading", { level: 1 }).locator("xpath=following-sibling::p[1]");
    const pieces = ((await line.textContent()) ?? "").split(",").map((s) => s.trim());
    expect(pieces.length, pieces.join(", ")).toBeGreaterThanOrEqual(3);
    expect(new Set(pieces).size, pieces.join(", ")).toBe(pieces.length);
  }
});

test("agents list in the city they work in, or one nearby", async ({ page, request }) => {
  const brokers = (await sitemapPaths(request, "brokers")).slice(0, 3);
  expect(brokers.length).toBeGreaterThan(0);
  for (const path of brokers) {
    await page.goto(path);
    const home = findCityByName(
      /verified property agent in ([^—|]+?)(?: [—|]|$)/.exec(await page.title())?.[1] ?? "",
    );
    expect(home, `home city of ${path}: ${await page.title()}`).toBeTruthy();
    const listings = page.locator("section", {
      has: page.getByRole("heading", { name: /^Active listings/ }),
    });
    for (const text of await listings.getByRole("article").allTextContents()) {
      const places = CITIES.filter((c) => text.includes(c.name));
      expect(places.length, text).toBeGreaterThan(0);
      const km = Math.min(...places.map((c) => haversineKm(home!.lat, home!.lon, c.lat, c.lon)));
      expect(km, `${path} (${home!.name}) lists: ${text}`).toBeLessThanOrEqual(NEARBY_KM);
    }
  }
});
