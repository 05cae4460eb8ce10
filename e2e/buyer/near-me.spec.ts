import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { resultCards } from "../fixtures/results";

/** Vijay Nagar, Indore: the demo listings there sit within a few hundred metres of it. */
const VIJAY_NAGAR = { latitude: 22.7511, longitude: 75.895 };

const cards = (page: Page) => resultCards(page, { visibleOnly: true });

async function distances(page: Page): Promise<number[]> {
  const texts = await cards(page).getByTestId("card-distance").allTextContents();
  return texts.map((t) => Number(/([\d.]+) km away/.exec(t)?.[1]));
}

test.use({ geolocation: VIJAY_NAGAR, permissions: ["geolocation"] });

test("Near me lists the listings around the visitor's position, nearest first, with distances", async ({
  page,
}) => {
  await page.goto("/search-results?propertyType=&transactionType=Buy&page=1&city=Delhi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Properties for Sale in Delhi");
  // The button only asks for the position once it is clicked (and the page is interactive).
  await expect(async () => {
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(page).toHaveURL(/lat=22\.7511/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const url = new URL(page.url());
  expect(url.searchParams.get("lon")).toBe("75.89500");
  expect(url.searchParams.get("radius")).toBe("5");
  expect(url.searchParams.get("sort")).toBe("distance");
  expect(url.searchParams.get("city")).toBe("");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Properties for Sale within 5 km of your position",
  );
  await expect(page.getByLabel("Sort by").filter({ visible: true })).toHaveValue("distance");

  const km = await distances(page);
  expect(km.length).toBeGreaterThan(1);
  expect(km).toEqual([...km].sort((a, b) => a - b));
  expect(km.every((d) => d <= 5)).toBe(true);
  for (const place of await cards(page).getByTestId("card-place").allTextContents()) {
    expect(place).toContain("Indore");
  }

  // A wider radius from the filters keeps the position and finds at least as many.
  const before = Number(
    (
      (await page
        .getByRole("main")
        .getByTestId("result-count")
        .filter({ visible: true })
        .textContent()) ?? ""
    ).replace(/\D/g, ""),
  );
  await page
    .getByRole("form", { name: "Filters" })
    .filter({ visible: true })
    .getByLabel("Distance")
    .selectOption("25");
  await expect(page).toHaveURL(/radius=25/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Properties for Sale within 25 km of your position",
  );
  const after = Number(
    (
      (await page
        .getByRole("main")
        .getByTestId("result-count")
        .filter({ visible: true })
        .textContent()) ?? ""
    ).replace(/\D/g, ""),
  );
  expect(after).toBeGreaterThanOrEqual(before);
  const wider = await distances(page);
  expect(wider).toEqual([...wider].sort((a, b) => a - b));
});

test("the search box reads 'within 2 km of <locality>' and cards say how far", async ({ page }) => {
  await page.goto(
    "/search-results?transactionType=Buy&searchQuery=" +
      encodeURIComponent("flats within 2 km of vijay nagar indore") +
      "&sort=distance",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Flats for Sale within 2 km of Vijay Nagar, Indore",
  );
  const km = await distances(page);
  expect(km.length).toBeGreaterThan(0);
  expect(km.every((d) => d <= 2)).toBe(true);
  expect(km).toEqual([...km].sort((a, b) => a - b));
  // Removing the distance chip goes back to the plain locality search.
  await page
    .getByRole("link", { name: "Remove filter Within 2 km of Vijay Nagar, Indore" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Flats for Sale in Vijay Nagar, Indore",
  );
  await expect(cards(page).getByTestId("card-distance")).toHaveCount(0);
});

test("a radius outside the allowed values or a position outside India is a clear message", async ({
  page,
  request,
}) => {
  const bad = await request.get("/api/properties/search?city=Indore&radius=3");
  expect(bad.status()).toBe(400);
  expect((await bad.json()).errors.radius).toBe("Radius must be 1, 2, 5, 10 or 25 km");
  const london = await request.get("/api/properties/search?lat=51.5072&lon=-0.1276&radius=5");
  expect(london.status()).toBe(400);
  expect((await london.json()).errors.lat).toBe("Coordinates must be inside India");

  const response = await page.goto("/search-results?lat=51.5072&lon=-0.1276&radius=5");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("status")).toContainText("Coordinates must be inside India");
  const radius = await page.goto("/search-results?city=Indore&radius=3");
  expect(radius?.status()).toBe(200);
  await expect(page.getByRole("status")).toContainText("Radius must be 1, 2, 5, 10 or 25 km");
});
