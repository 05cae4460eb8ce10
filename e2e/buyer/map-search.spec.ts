import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { resultCards } from "../fixtures/results";

/** No network here: every map tile is answered with a small committed PNG. */
const TILE = path.resolve("e2e/fixtures/map-tile.png");

async function serveTiles(page: Page): Promise<{ count: () => number }> {
  let tiles = 0;
  await page.route(/tile\.openstreetmap\.org\//, async (route) => {
    tiles += 1;
    await route.fulfill({ path: TILE, contentType: "image/png" });
  });
  return { count: () => tiles };
}

const cards = (page: Page) => resultCards(page, { visibleOnly: true });
const markers = (page: Page) =>
  page.getByRole("main").getByTestId("search-map").locator(".map-pin, .map-cluster");

async function resultCount(page: Page): Promise<number> {
  return Number(
    (
      (await page
        .getByRole("main")
        .getByTestId("result-count")
        .filter({ visible: true })
        .textContent()) ?? ""
    ).replace(/\D/g, ""),
  );
}

test("results open on a map with grouped markers, and 'Search this area' re-runs the search", async ({
  page,
}) => {
  const tiles = await serveTiles(page);
  await page.goto("/search-results?transactionType=Buy&city=Indore&locality=Vijay+Nagar&radius=10");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Properties for Sale within 10 km of Vijay Nagar, Indore",
  );
  // The page works without the map: Leaflet is not loaded until asked for.
  await expect(page.getByRole("main").getByTestId("search-map")).toHaveCount(0);
  const before = await resultCount(page);
  expect(before).toBeGreaterThan(0);

  await page.getByRole("link", { name: "Show map" }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.getByRole("main").getByTestId("search-map");
  await expect(map).toBeVisible();
  await expect(
    page.getByRole("main").getByTestId("map-status").filter({ visible: true }),
  ).toHaveText(/\d+ listings? in the map area/);
  await expect(markers(page).first()).toBeVisible();
  expect(tiles.count()).toBeGreaterThan(0);
  await expect(map.locator(".leaflet-control-attribution")).toContainText("OpenStreetMap");

  // Zoomed out, nearby listings are grouped into counted clusters.
  await map.getByRole("button", { name: "Zoom out" }).click();
  await expect(map).not.toHaveClass(/leaflet-zoom-anim/);
  await expect(map.locator(".map-cluster").first()).toBeVisible();
  const clusterText = (await map.locator(".map-cluster").first().textContent()) ?? "";
  expect(Number(clusterText.replace(/\D/g, ""))).toBeGreaterThan(1);

  // Closer in on Vijay Nagar (a few streets), drag the map a little and search what is in view.
  for (let i = 0; i < 5; i += 1) {
    await map.getByRole("button", { name: "Zoom in" }).click();
    // One step at a time: a click during the zoom animation is not counted.
    await expect(map).not.toHaveClass(/leaflet-zoom-anim/);
    await page.waitForTimeout(300);
  }
  const box = await map.boundingBox();
  if (!box) throw new Error("map has no box");
  await page.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.45, box.y + box.height * 0.45, { steps: 8 });
  await page.mouse.up();
  await page.getByRole("button", { name: "Search this area" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/bounds=/);
  await expect(page).toHaveURL(/view=map/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Properties for Sale in the map area",
  );
  await expect(
    page.getByRole("link", { name: "Remove filter Map area" }).filter({ visible: true }),
  ).toBeVisible();
  const url = new URL(page.url());
  expect(url.searchParams.get("radius")).toBeNull();
  expect(url.searchParams.get("locality")).toBe("");
  const [south, west, north, east] = (url.searchParams.get("bounds") ?? "").split(",").map(Number);
  expect(north - south).toBeLessThan(0.1);
  expect(east - west).toBeLessThan(0.1);
  // The list follows the map: a few streets hold fewer listings than the 10 km circle.
  const after = await resultCount(page);
  expect(after).toBeLessThan(before);
  for (const place of await cards(page).getByTestId("card-place").allTextContents()) {
    expect(place).toContain("Indore");
  }
  // The map is still open on the searched area.
  await expect(
    page.getByRole("main").getByTestId("map-status").filter({ visible: true }),
  ).toHaveText(/\d+ listings? in the map area/);
  await expect(
    page.getByRole("button", { name: "Search this area" }).filter({ visible: true }),
  ).toHaveCount(0);
});

test("the markers API answers 400 for a bad or missing map area", async ({ request }) => {
  const missing = await request.get("/api/properties/map?city=Indore");
  expect(missing.status()).toBe(400);
  expect((await missing.json()).errors.bounds).toBe("Map area is required");
  const london = await request.get("/api/properties/map?bounds=51.4,-0.2,51.6,0.1");
  expect(london.status()).toBe(400);
  expect((await london.json()).errors.bounds).toBe("Map area must be inside India");
  const ok = await request.get("/api/properties/map?bounds=22.65,75.8,22.8,75.95");
  expect(ok.status()).toBe(200);
  const body = await ok.json();
  expect(body.total).toBeGreaterThan(0);
  expect(body.markers.length + body.clusters.length).toBeGreaterThan(0);
});

test("a listing page shows its location on a small map when asked", async ({ page }) => {
  const tiles = await serveTiles(page);
  await page.goto("/search-results?transactionType=Buy&city=Indore&locality=Vijay+Nagar&radius=5");
  await cards(page).first().getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/property\//);
  await expect(page.getByRole("main").getByTestId("listing-map")).toHaveCount(0);
  const map = page.getByRole("main").getByTestId("listing-map");
  // A click before the button hydrates does nothing: click again only while it still offers to
  // show the map (once it says "Hide map", the map is on its way).
  await expect(async () => {
    const show = page.getByRole("button", { name: "Show on map" });
    if (await show.isVisible()) await show.click();
    await expect(map).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(map.locator("path.leaflet-interactive")).toHaveCount(1);
  await expect(map.locator(".leaflet-tile-loaded").first()).toBeAttached();
  expect(tiles.count()).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Hide map" }).click();
  await expect(page.getByRole("main").getByTestId("listing-map")).toHaveCount(0);
});
